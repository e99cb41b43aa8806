// A recursive retry handed as an argument to a backoff helper runs before the
// helper does: nothing waits before the request is sent again.
import axios from 'axios';
import { retryWithBackoff } from './backoff';

export async function syncCompany(id: string): Promise<unknown> {
  try {
    return (await axios.get(`https://companies.example.com/v1/${id}`)).data;
  } catch (err) {
    return retryWithBackoff(syncCompany(id)); // expect: retry-without-delay
  }
}

export async function syncCompanyLater(id: string): Promise<unknown> {
  try {
    return (await axios.get(`https://companies.example.com/v1/${id}`)).data;
  } catch (err) {
    return retryWithBackoff(() => syncCompanyLater(id));
  }
}
