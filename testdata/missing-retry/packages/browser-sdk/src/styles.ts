// Runs in the visitor's page (the package's tests run in jsdom): a failed
// stylesheet fetch is the page's problem, not a missing service retry.
export async function inlineStylesheet(href: string): Promise<string> {
  const res = await fetch(href);
  return res.text();
}
