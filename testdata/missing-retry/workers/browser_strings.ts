// A server module that hands the browser a snippet to run (`"window.close()"`,
// `navigator.clipboard` in a template) does not run in the browser itself:
// browser globals inside strings are not evidence of UI code.
import axios from 'axios';

export async function runAction(url: string, text: string) {
  const res = await axios.get(url); // expect: missing-retry
  if (res.data.close) return { eval_js: "window.close()" };
  return { eval_js: `navigator.clipboard.writeText(${JSON.stringify(text)})` };
}
