// Handlers that only log, after converting the error or choosing a level.
// Class and message logged (through `describe`) or message only: both high.
import axios from 'axios';

const profiles = axios.create({ baseURL: 'https://profiles.example.com' });

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

export async function refreshAvatar(userId: string) {
  try {
    await profiles.post(`/users/${userId}/avatar/refresh`);
  } catch (e) { // expect: silent-rescue@medium
    const reason = describe(e);
    console.error(`avatar refresh failed for ${userId}: ${reason}`);
  }
}

export async function loadPrefs(userId: string) {
  try {
    return (await profiles.get(`/users/${userId}/prefs`)).data;
  } catch (e: any) { // expect: silent-rescue
    if (e.response?.status === 404) {
      console.info(`no prefs for ${userId}`);
    } else {
      console.error(`prefs lookup failed for ${userId}`, e.message);
    }
    return {};
  }
}
