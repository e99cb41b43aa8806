import axios from "axios";

const http = axios.create({ baseURL: process.env.PG_ENDPOINT });

export class Photogrammetry {
  async setProcessingOptions(projectId: number, options: Record<string, unknown>) {
    try {
      const res = await http.put(`/v3/projects/${projectId}/options`, options);
      return res.data;
    } catch (error: any) {
      throw new Error(JSON.stringify(error.response?.data || error.message)); // expect: rethrow-drops-context
    }
  }
}
