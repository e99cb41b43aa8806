// A Node module (it imports `child_process`) that drives a headless
// browser: the browser globals are in functions sent to the page.
import processes from "child_process"
import loadLanguages from "prismjs/components/index.js"
import puppeteer from "puppeteer"

export async function measure(html) {
  loadLanguages(["js"])
  const browser = await puppeteer.launch()
  const page = await browser.newPage()
  await page.setContent(html)
  const height = await page.evaluate(() => document.querySelector("svg").getBoundingClientRect().height)
  await browser.close()
  return height
}

export function run(command, args) {
  return new Promise((solve, reject) => {
    const child = processes.spawn(command, args)
    child.on("close", code => (code === 0 ? solve() : reject())) // expect: bare-reject
  })
}
