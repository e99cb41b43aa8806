import axios from "axios";

const http = axios.create({ baseURL: process.env.SITES_URL, timeout: 10000 });

// Called from a route handler (medium).
export async function lookupSite(siteKey: string): Promise<unknown> {
  try {
    const res = await http.get(`/api/v1/sites/${siteKey}`);
    return res.data;
  } catch (err: any) { // expect: silent-rescue@medium
    console.error(err.response?.data);
    return null;
  }
}
