// A recursion that allows exactly one immediate retry is medium; one that
// goes on until five attempts is high.
import axios from 'axios';

export async function jobStatus(jobId: string, count = 0): Promise<unknown> {
  try {
    return (await axios.get(`https://jobs.example.com/v1/jobs/${jobId}`)).data;
  } catch (err) {
    if (count > 0) throw err;
    return jobStatus(jobId, count + 1); // expect: retry-without-delay@medium
  }
}

export async function jobResult(jobId: string, count = 0): Promise<unknown> {
  try {
    return (await axios.get(`https://jobs.example.com/v1/results/${jobId}`)).data;
  } catch (err) {
    if (count >= 5) throw err;
    return jobResult(jobId, count + 1); // expect: retry-without-delay
  }
}
