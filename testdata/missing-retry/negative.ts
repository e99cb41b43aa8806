import request from 'supertest';
import { http, HttpResponse } from 'msw';
import pRetry from 'p-retry';
import retry from 'async-retry';
import got from 'got';
import ky from 'ky';
import axios from 'axios';
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';

// supertest's request(app) is not an outbound call.
export async function smoke(app: unknown) {
  return request(app).get('/health');
}

// msw's http.get(...) registers a mock handler.
export const handlers = [http.get('/api/user', () => HttpResponse.json({ id: 1 }))];

// Inside a retry helper's closure.
export async function fetchProfile(id: string) {
  return pRetry(() => fetch(`https://profiles.example.com/${id}`), { retries: 3 });
}

// Passed to a retry helper by name.
async function loadFeed() {
  const r = await fetch('https://feed.example.com/items');
  return r.json();
}
export const feed = () => pRetry(loadFeed, { retries: 5 });

export async function charge(id: string) {
  return retry(async () => axios.post('/charges', { id }), { retries: 3 });
}

// got and ky retry idempotent requests by default.
export async function fromGot() {
  return got('https://a.example.com/data').json();
}
export async function fromKy() {
  return ky.get('https://a.example.com/data').json();
}

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


// A per-call retry option (got resends a PUT).
export async function withOption(url: string) {
  return got.put(url, { retry: { limit: 2 } });
}

// AWS SDK clients retry by default (weak-sdk-retry owns their settings).
const s3 = new S3Client({});
export async function store(key: string) {
  return s3.send(new PutObjectCommand({ Bucket: 'b', Key: key }));
}

// Client constructors are not calls.
export const api = axios.create({ baseURL: 'https://api.example.com' });

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Bundled assets and inline resources are read without a network.
export async function loadFont() {
  const font = await fetch(new URL('./Inter.ttf', import.meta.url));
  const pixel = await fetch('data:image/png;base64,iVBORw0KGgo=');
  return [await font.arrayBuffer(), await pixel.blob()];
}
