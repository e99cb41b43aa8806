import axios from "axios";

const feeds = axios.create({ baseURL: "https://feeds.example.org" });

// Named by the module's entry below: whoever calls that gets the empty
// answer (medium).
async function fetchFeed(siteKey: string): Promise<unknown[]> {
  try {
    return (await feeds.get(`/sites/${siteKey}/feed`)).data;
  } catch (err) { // expect: silent-rescue@medium
    console.error(err.response);
    return [];
  }
}

// Nothing in the scan names it, and the module's own code, which calls its
// sibling above, leaves it out: a helper nobody wired in, dead code (medium).
export async function pinFeed(siteKey: string): Promise<boolean> {
  try {
    await feeds.put(`/sites/${siteKey}/pin`);
    return true;
  } catch (err) { // expect: silent-rescue@medium
    console.error(err.response);
    return false;
  }
}

export async function refreshFeeds(siteKeys: string[]) {
  return Promise.all(siteKeys.map((key) => fetchFeed(key)));
}
