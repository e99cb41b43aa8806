import axios from "axios";

export async function fetchFeed(feedUrl: string): Promise<string> {
  const response = await axios.get(feedUrl, { timeout: 10000 }); // expect: missing-retry
  return response.data;
}
