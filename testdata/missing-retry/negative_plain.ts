import request from 'supertest';
import { http, HttpResponse } from 'msw';
import axios from 'axios';

// No retry helper anywhere in this file: every call is judged on its own.

// supertest's request(app) is not an outbound call.
export async function smoke(app: unknown) {
  return request(app).get('/health');
}

// msw's http.get(...) registers a mock handler.
export const handlers = [http.get('/api/user', () => HttpResponse.json({ id: 1 }))];

// An attempt loop that catches and goes round again.
export async function withLoop(url: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await axios.get(url);
    } catch (e) {
      if (attempt === 3) throw e;
      await pause(attempt * 500);
    }
  }
  return undefined;
}

export async function untilDone(url: string) {
  while (true) {
    try {
      const res = await axios.get(url);
      return res.data;
    } catch (e) {
      await pause(1000);
    }
  }
}

// The handler calls the function again.
export async function putObject(url: string, body: string, attempt = 0): Promise<unknown> {
  try {
    return await axios.put(url, body);
  } catch (e) {
    if (attempt >= 3) throw e;
    await pause(1000 * 2 ** attempt);
    return putObject(url, body, attempt + 1);
  }
}

// Best effort: the failure is turned into a value right here.
export async function previewLink(url: string) {
  try {
    const res = await axios.get(url);
    return { ok: true, data: res.data };
  } catch (error) {
    return { ok: false, error };
  }
}

// Fire-and-forget telemetry and health probes.
export async function trackEvent(name: string) {
  await fetch('https://telemetry.example.com/e', { method: 'POST', body: name });
}
export async function healthCheck() {
  return axios.get('https://api.example.com/healthz');
}

// The only caller in this file turns the failure into a value.
async function loadAvatar(url: string) {
  const res = await axios.get(url);
  return res.data;
}
export async function avatarOrPlaceholder(url: string) {
  try {
    return await loadAvatar(url);
  } catch (error) {
    return { placeholder: true, error };
  }
}

// A parameter that shadows the global fetch.
export function useSearch(fetch: (q: string) => Promise<unknown>, term: string) {
  return fetch(term);
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
