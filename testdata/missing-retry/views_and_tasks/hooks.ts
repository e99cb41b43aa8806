import { Body, Controller, Post } from "@nestjs/common";
import axios from "axios";
import { Worker } from "bullmq";

const github = axios.create({ baseURL: "https://api.github.com" });

// A queue worker in the file: its work runs unattended (high).
export const worker = new Worker("sync", async (job) => {
  const res = await github.get(`/repos/${job.data.repo}`); // expect: missing-retry
  return res.data;
});

@Controller()
export class HooksController {
  // A method the same file registers for a URL path: the person who sent
  // the request sees the failure and sends it again (medium).
  @Post("/hooks/replay")
  async replay(@Body() body: { repo: string }) {
    const res = await github.get(`/repos/${body.repo}`); // expect: missing-retry@medium
    return res.data;
  }
}
