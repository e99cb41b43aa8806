import axios from "axios";

const http = axios.create({ baseURL: process.env.SITES_URL, timeout: 10000 });

// Nothing in the scan calls it: dead, or run by hand (medium); a PUT is
// no yes/no probe.
export async function subscribeSite(siteKey: string, token: string): Promise<boolean> {
  try {
    await http.put("/api/v1/subscriptions", { site: siteKey }, { headers: { "x-auth": token } });
    return true;
  } catch (err: any) { // expect: silent-rescue@medium
    console.error(err.response?.data);
    return false;
  }
}
