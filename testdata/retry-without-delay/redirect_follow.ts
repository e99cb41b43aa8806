import axios from "axios";

// Calling itself again on a redirect follows the new location: no retry.
export async function resolveFeed(url: string, hops = 0): Promise<string> {
  try {
    await axios.head(url, { maxRedirects: 0 });
    return url;
  } catch (error: any) {
    if ([301, 302, 307, 308].includes(error.response?.status)) {
      if (hops >= 5) throw error;
      return resolveFeed(url.replace("http://", "https://"), hops + 1);
    }
    throw error;
  }
}

// The next call asks for what the failure answered (its location).
export async function canonical(url: string, hops = 0): Promise<string> {
  try {
    await axios.head(url, { maxRedirects: 0 });
    return url;
  } catch (error: any) {
    if (hops < 5 && error.response?.headers?.location) {
      return canonical(error.response.headers.location, hops + 1);
    }
    throw error;
  }
}

// The same request again at once.
export async function fetchFeed(url: string, tries = 0): Promise<string> {
  try {
    const r = await axios.get(url);
    return r.data;
  } catch (error: any) {
    if (tries < 5) {
      return fetchFeed(url, tries + 1); // expect: retry-without-delay
    }
    throw error;
  }
}

// Handing the failure's message on for a log line is no new target.
export async function fetchIndex(url: string, tries = 0, last = ""): Promise<string> {
  try {
    const r = await axios.get(url);
    return r.data;
  } catch (error: any) {
    if (tries < 5) {
      return fetchIndex(url, tries + 1, error.message); // expect: retry-without-delay
    }
    throw new Error(`${last}: ${error.message}`);
  }
}
