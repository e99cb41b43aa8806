import axios from 'axios';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET; after a failure it waits before answering null. */
export async function readJob(id: string) {
  try {
    return (await axios.get(`https://jobs.example.com/jobs/${id}`)).data;
  } catch (err) {
    await pause(5000);
    return null;
  }
}

export async function readJobOnce(id: string) {
  return (await axios.get(`https://jobs.example.com/jobs/${id}`)).data;
}
