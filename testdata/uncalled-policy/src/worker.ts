import { Worker } from "bullmq";
import { createRetryingClient } from "./http";

const registry = createRetryingClient("https://registry.example.org");

export const worker = new Worker("shelters", async (job) => {
  const { data } = await registry.get(`/shelters/${job.data.id}`);
  return data;
});
