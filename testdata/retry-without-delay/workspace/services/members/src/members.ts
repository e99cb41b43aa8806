// The workspace package's helper waits: the recursion after a 429 is paced,
// even though the helper is imported by package name through a barrel.
import axios from 'axios';
import { napFor } from '@acme/common';

export async function getMember(id: string, attempt = 0): Promise<unknown> {
  try {
    return (await axios.get(`https://members.example.com/v1/${id}`)).data;
  } catch (err: any) {
    if (err.response?.status === 429 && attempt < 5) {
      await napFor(2 ** attempt * 1000);
      return getMember(id, attempt + 1);
    }
    throw err;
  }
}

export async function getTeam(id: string, attempt = 0): Promise<unknown> {
  try {
    return (await axios.get(`https://members.example.com/v1/teams/${id}`)).data;
  } catch (err: any) {
    if (err.response?.status === 429 && attempt < 5) {
      return getTeam(id, attempt + 1); // expect: retry-without-delay
    }
    throw err;
  }
}
