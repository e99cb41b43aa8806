// `dom.window` is a property of the jsdom instance, not the browser's
// global: the module is not browser code.
import https from "https"
import { JSDOM } from "jsdom"

export function firstHeading(url) {
  return new Promise((resolve, reject) => {
    https
      .get(url, res => {
        let html = ""
        res.on("data", chunk => (html += chunk))
        res.on("end", () => resolve(new JSDOM(html).window.document.querySelector("h1")))
      })
      .on("error", () => reject()) // expect: bare-reject
  })
}
