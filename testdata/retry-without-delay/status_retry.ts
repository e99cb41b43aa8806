// Attempt loops driven by the response's status instead of a caught error:
// the request is sent again at once until the same call answers 2xx.
import axios from "axios";

export async function fetchFeatureFlags(baseUrl: string, token: string) {
  for (let i = 0; i < 3; i++) { // expect: retry-without-delay
    const res = await fetch(`${baseUrl}/flags`, { headers: { Authorization: `Bearer ${token}` } });
    if (res.ok) return res.json();
  }
  throw new Error("feature flags unavailable");
}

const MAX_ATTEMPTS = 4;

export async function publishEvent(collectorUrl: string, event: object) {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) { // expect: retry-without-delay
    const response = await axios.post(collectorUrl, event, { validateStatus: () => true });
    if (response.status >= 200 && response.status < 300) {
      return response.data;
    }
  }
  return null;
}

export async function deliverWebhook(url: string, body: string) {
  let res: Response;
  do { // expect: retry-without-delay
    res = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json" } });
  } while (!res.ok);
  return res;
}

// The client is remote by its name only (an injected `*Client`): medium.
export class InventorySync {
  constructor(private readonly inventoryClient: InventoryClient) {}

  async pushLevels(warehouseId: string, levels: object) {
    for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
      const res = await this.inventoryClient.post(`/warehouses/${warehouseId}/levels`, levels);
      if (res.status === 200) return res;
    }
    return null;
  }
}
