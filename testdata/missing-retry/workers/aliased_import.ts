// A module-level alias of an imported client (`const fetch: any = fetchLib`)
// is that client under another name.
import fetchLib from "node-fetch";

const fetch: any = fetchLib;

export async function sendHook(url: string, body: string) {
  const res = await fetch(url, { method: "GET" }); // expect: missing-retry
  return res.status;
}
