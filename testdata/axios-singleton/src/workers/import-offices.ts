import axios from "axios";

import "../config/axios-config";

export async function importOffices(sourceUrl: string): Promise<unknown[]> {
  const response = await axios.get(sourceUrl, { timeout: 10000 });
  return response.data.offices;
}
