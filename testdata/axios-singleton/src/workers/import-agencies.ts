// A client built with axios.create() is its own instance: the patch of the
// shared default does not reach it.
import axios from "axios";

const agencies = axios.create({ baseURL: "https://agencies.example.org", timeout: 10000 });

export async function importAgencies(): Promise<unknown[]> {
  const response = await agencies.get("/agencies"); // expect: missing-retry
  return response.data.agencies;
}
