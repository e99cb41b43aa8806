// A catch that asks again with options merged over a literal override
// (`Object.assign({}, opts, { compress: false })`) asks for something else
// (not reported); the same options again are a repeat (reported).
import fetch from 'node-fetch';

export async function loadPage(url: string, opts: Record<string, unknown> = {}): Promise<string> {
  try {
    const res = await fetch(url, opts);
    return await res.text();
  } catch (err) {
    return loadPage(url, Object.assign({}, opts, { compress: false }));
  }
}

export async function loadPageAgain(url: string, opts: Record<string, unknown> = {}): Promise<string> {
  try {
    const res = await fetch(url, opts);
    return await res.text();
  } catch (err) {
    return loadPageAgain(url, Object.assign({}, opts)); // expect: retry-without-delay
  }
}
