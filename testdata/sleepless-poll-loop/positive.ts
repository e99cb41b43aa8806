import { AthenaClient, GetQueryExecutionCommand } from "@aws-sdk/client-athena";
import axios from "axios";

const athena = new AthenaClient({});

export async function waitForQuery(queryId: string) {
  while (true) { // expect: sleepless-poll-loop
    const out = await athena.send(new GetQueryExecutionCommand({ QueryExecutionId: queryId }));
    const state = out.QueryExecution?.Status?.State;
    if (state === "SUCCEEDED" || state === "FAILED" || state === "CANCELLED") {
      return state;
    }
  }
}

export async function waitForJob(api: JobApi, jobId: string) {
  for (;;) { // expect: sleepless-poll-loop@medium
    const job = await api.getJob(jobId);
    if (job.status === "done") break;
  }
}

export async function doWhilePoll(api: JobApi, jobId: string) {
  let job;
  do { // expect: sleepless-poll-loop@medium
    job = await api.fetchJob(jobId);
  } while (job.phase !== "Complete");
  return job;
}

export async function whileNotDone(renderApi: RenderApi, id: string) {
  let done = false;
  while (!done) { // expect: sleepless-poll-loop@medium
    const res = await renderApi.checkStatus(id);
    done = res.finished;
  }
}

export async function countedAttempts(id: string) {
  for (let i = 0; i < 50; i++) { // expect: sleepless-poll-loop
    const { data } = await axios.get(`/exports/${id}`);
    if (data.state === "ready") return data;
  }
  throw new Error("export not ready");
}

export async function predicateCall(cluster: Cluster) {
  while (!(await cluster.isReady())) { // expect: sleepless-poll-loop@medium
    console.log("waiting");
  }
}

interface JobApi {
  getJob(id: string): Promise<{ status: string }>;
  fetchJob(id: string): Promise<{ phase: string }>;
}
interface RenderApi {
  checkStatus(id: string): Promise<{ finished: boolean }>;
}
interface Cluster {
  isReady(): Promise<boolean>;
}

// A fresh AbortController per iteration does not change what is asked, and
// the exit flag is assigned from a membership test.
import axiosPoll from 'axios';
export async function waitReady(id: string) {
  let done = false;
  while (!done) { // expect: sleepless-poll-loop
    const ctl = new AbortController();
    const res = await axiosPoll.get(`https://jobs.example.com/${id}`, { signal: ctl.signal });
    done = ['done', 'failed'].includes(res.data.state);
  }
}
