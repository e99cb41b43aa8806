import axios from "axios";

// The handler rebinds the feed URL (an http to https upgrade) and asks
// for the new one: a different request, not the failed one again.
export async function getFeed(feedUrl: string): Promise<string | null> {
  return axios
    .get(feedUrl)
    .then((res) => res.data)
    .catch((error) => {
      if (error.code === "ERR_FR_REDIRECTION_FAILURE" && feedUrl.startsWith("http://")) {
        feedUrl = feedUrl.replace("http://", "https://");
        return getFeed(feedUrl);
      }
      return null;
    });
}

// A redirect's target taken from the failure: a new request.
export async function getMoved(url: string): Promise<unknown> {
  return axios.get(url).catch((err) => getMoved(err.response.headers.location));
}

// A counter stepped before the call is still the same request again.
export async function putPart(part: Buffer, tries: number): Promise<unknown> {
  return axios.put("https://store.example.com/part", part).catch((err) => {
    tries = tries - 1;
    return tries > 0 ? putPart(part, tries) : Promise.reject(err); // expect: retry-without-delay
  });
}
