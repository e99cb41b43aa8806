import axios from "axios";

const http = axios.create({ baseURL: process.env.STORE_URL });

// Called from a route handler (medium).
export async function readPartChunk(partId: string): Promise<Buffer> {
  const res = await http.get(`/parts/${partId}`, { responseType: "arraybuffer" }); // expect: missing-retry@medium
  return res.data;
}

// Named nowhere, in a module the routes use: dead code (medium).
export async function readPartMeta(partId: string): Promise<unknown> {
  const res = await http.get(`/parts/${partId}/meta`); // expect: missing-retry@medium
  return res.data;
}
