// Twin: same logging, then the error is passed on.
import axios from 'axios';

const profiles = axios.create({ baseURL: 'https://profiles.example.com' });

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

export async function refreshAvatar(userId: string) {
  try {
    await profiles.post(`/users/${userId}/avatar/refresh`);
  } catch (e) {
    const reason = describe(e);
    console.error(`avatar refresh failed for ${userId}: ${reason}`);
    throw e;
  }
}

export async function loadPrefs(userId: string) {
  try {
    return (await profiles.get(`/users/${userId}/prefs`)).data;
  } catch (e: any) {
    if (e.response?.status === 404) {
      console.info(`no prefs for ${userId}`);
      return {};
    }
    console.error(`prefs lookup failed for ${userId}`, e.message);
    throw e;
  }
}
