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
