import axios from 'axios';

// A delta sync whose token expired (410 Gone) starts again from scratch: a
// recovery with a fresh link, not a repeat of a failing request.
export async function syncDrive(base: string, link: string): Promise<unknown> {
  try {
    return (await axios.get(link)).data;
  } catch (error: any) {
    if (error.response?.status === 410) {
      const fresh = `${base}/v1/delta?top=1000`;
      return syncDrive(base, fresh);
    }
    throw error;
  }
}

// A range admits 429 and 5xx: the same link is re-sent at once.
export async function syncCalendar(link: string): Promise<unknown> {
  try {
    return (await axios.get(link)).data;
  } catch (error: any) {
    if (error.response?.status >= 400) {
      return syncCalendar(link); // expect: retry-without-delay
    }
    throw error;
  }
}

// A label write guarded by an ETag: 412 says the labels changed under it,
// so it reads the ETag again and writes again, a bounded conflict loop.
// The bound on the attempts beside the status test is no status range.
export async function addLabel(attemptsLeft: number, issue: number): Promise<void> {
  const etag = (await axios.get(`/issues/${issue}/labels`)).headers.etag;
  try {
    await axios.post(`/issues/${issue}/labels`, {labels: ['ok']}, {headers: {'if-none-match': etag}});
  } catch (err: any) {
    if (err.status === 412 && attemptsLeft > 0) {
      await addLabel(attemptsLeft - 1, issue);
    } else {
      throw err;
    }
  }
}

// A 429 beside the same bound is throttling: sent again at once.
export async function addTag(attemptsLeft: number, issue: number): Promise<void> {
  try {
    await axios.post(`/issues/${issue}/tags`, {tags: ['ok']});
  } catch (err: any) {
    if (err.status === 429 && attemptsLeft > 0) {
      await addTag(attemptsLeft - 1, issue); // expect: retry-without-delay
    } else {
      throw err;
    }
  }
}
