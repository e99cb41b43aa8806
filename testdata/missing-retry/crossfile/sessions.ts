// Raw calls whose retry, when there is one, lives in a caller in another file.
import axios from 'axios';

export async function getSession(id: string) {
  // Retried by `handler.ts` (pRetry around the call): not reported.
  return axios.get(`https://sessions.internal/v1/sessions/${id}`);
}

export async function getProfile(id: string) {
  return axios.get(`https://profiles.internal/v1/profiles/${id}`); // expect: missing-retry@medium
}

export async function getAvatar(id: string) {
  // Retried by `handler.ts`, which passes the call itself to a retry wrapper.
  return axios.get(`https://profiles.internal/v1/avatars/${id}`);
}
