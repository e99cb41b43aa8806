import axios from "axios";

const http = axios.create({ baseURL: process.env.SITES_URL, timeout: 10000 });

// Calls its own methods by a computed name: a method nothing names may
// still be called (medium, not raised as work nobody watches).
export class SiteActions {
  run(action: string, siteKey: string) {
    return (this as any)[`do${action}`](siteKey);
  }

  async doSubscribe(siteKey: string): Promise<boolean> {
    try {
      await http.put(`/api/v1/subscriptions/${siteKey}`, {});
      return true;
    } catch (err: any) { // expect: silent-rescue@medium
      console.error(err.response?.data);
      return false;
    }
  }
}
