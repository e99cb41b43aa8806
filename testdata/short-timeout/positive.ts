import axios from 'axios';
import got from 'got';

const IDENTITY_URL = 'https://identity.example.com';

export class HttpUtils {
  // The incident: each attempt is aborted after one second and callers rely on the default.
  static async getWithRetries(
    target: string,
    init: RequestInit,
    attempts = 3,
    timeoutMs = 1000, // expect: short-timeout
  ): Promise<Response> {
    for (let i = 0; i < attempts; i++) {
      try {
        const ctrl = new AbortController();
        const timer = setTimeout(() => ctrl.abort(), timeoutMs);
        const res = await fetch(target, { ...init, signal: ctrl.signal });
        clearTimeout(timer);
        return res;
      } catch (err) {
        if (i === attempts - 1) {
          throw err;
        }
        await new Promise((r) => setTimeout(r, 100 * 2 ** i));
      }
    }
    throw new Error('unreachable');
  }
}

export async function loadProfile(token: string) {
  const ctrl = new AbortController();
  setTimeout(() => ctrl.abort(), 1500); // expect: short-timeout
  return fetch(`${IDENTITY_URL}/me`, { headers: { auth: token }, signal: ctrl.signal });
}

export async function ping() {
  return fetch(`${IDENTITY_URL}/health`, { signal: AbortSignal.timeout(500) }); // expect: short-timeout@medium
}

export const identityClient = axios.create({
  baseURL: IDENTITY_URL,
  timeout: 1000, // expect: short-timeout
});

export async function listTeams() {
  return axios.get(`${IDENTITY_URL}/teams`, { timeout: 800 }); // expect: short-timeout
}

export async function gotPhases() {
  return got(`${IDENTITY_URL}/teams`, { timeout: { request: 1200 } }); // expect: short-timeout
}

const LOOKUP_TIMEOUT = 750; // expect: short-timeout

export async function lookup(id: string) {
  return axios.get(`${IDENTITY_URL}/users/${id}`, { timeout: LOOKUP_TIMEOUT });
}

export const API_REQUEST_TIMEOUT_MS = 1500; // expect: short-timeout@medium

// A destructured option that feeds the abort signal.
export async function getJson(url: string, { timeout = 900 }: { timeout?: number } = {}) { // expect: short-timeout
  return fetch(url, { signal: AbortSignal.timeout(timeout) });
}

// Seconds named in the key.
export async function withSeconds() {
  return axios.get(`${IDENTITY_URL}/slow`, { timeoutSeconds: 1 } as any); // expect: short-timeout
}

// A client constructor in the parameter default.
export function makeClient(baseURL: string, requestTimeoutMs = 1000) { // expect: short-timeout
  return axios.create({ baseURL, timeout: requestTimeoutMs });
}

// A house fetch wrapper imported from the application.
import houseFetch from './utils/houseFetch';
export async function discover(url: string) {
  return houseFetch(url, { method: 'GET', timeout: 1000 }); // expect: short-timeout
}

export class Settings {
  static readonly HTTP_TIMEOUT_MS = 1200; // expect: short-timeout@medium
}
