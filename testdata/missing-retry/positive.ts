import request from 'request';
import axios from 'axios';
import * as https from 'node:https';
import * as fs from 'fs';

// Paraphrase of incident 001: the class has its own retry helper, most API
// calls go through it, the session check does not.
export class WorkspaceAuth {
  private attemptsLeft = 4;

  withRetries = <T>(op: () => Promise<T>, attempt = 0): Promise<T> =>
    new Promise((resolve, reject) => {
      op()
        .then(resolve)
        .catch((err) => {
          if (isTransient(err) && attempt < this.attemptsLeft) {
            setTimeout(() => {
              this.withRetries(op, attempt + 1).then(resolve).catch(reject);
            }, 250 * 2 ** attempt);
          } else {
            reject(err);
          }
        });
    });

  private accountApi() {
    return new AccountApi(this.baseUrl);
  }

  private projectApi() {
    return new ProjectApi(this.baseUrl);
  }

  private memberApi() {
    return new MemberApi(this.baseUrl);
  }

  constructor(private baseUrl: string) {}

  listAccounts = async () => this.withRetries(() => this.accountApi().listAccounts());

  loadProject = async (id: string) => this.withRetries(() => this.projectApi().getProject(id));

  currentAccount = async (): Promise<Account | undefined> => {
    try {
      await this.refreshToken();
      const res = await this.accountApi().getAccount(['id']); // expect: missing-retry
      return res?.body?.data;
    } catch (ec) {
      throw this.wrapError(ec);
    }
  };

  // Same shape (`this.xxxApi()`), different factory: still the helper case.
  members = async (projectId: string) => {
    const res = await this.memberApi().listMembers(projectId); // expect: missing-retry
    return res.body;
  };

  private async refreshToken() {}

  private wrapError(e: unknown) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

// Paraphrase of incident 003: each part is PUT to a pre-signed URL once.
export class PartUploader {
  private sendPart = (signedUrl: string, body: fs.ReadStream, size: number): Promise<string> =>
    new Promise((resolve, reject) => {
      body
        .pipe(
          request.put(signedUrl, { headers: { 'Content-Length': size } }) // expect: missing-retry@medium
            .on('response', (res) => {
              if (res.statusCode === 200) {
                resolve(String(res.headers.etag));
              } else {
                reject(new Error(`part upload failed with ${res.statusCode}`));
              }
            }),
        )
        .on('error', (err) => reject(err));
    });

  async uploadAll(urls: string[], file: string) {
    for (const url of urls) {
      await this.sendPart(url, fs.createReadStream(file), 5 * 1024 * 1024);
    }
  }
}

export async function fetchInvoice(id: string) {
  const res = await axios.get(`/billing/invoices/${id}`); // expect: missing-retry@medium
  return res.data;
}

export async function notifyCarrier(payload: unknown) {
  const res = await fetch('https://carrier.example.com/v1/pickups', { method: 'POST', body: JSON.stringify(payload) }); // expect: missing-retry@medium
  if (!res.ok) {
    throw new Error(`carrier answered ${res.status}`);
  }
  return res.json();
}

export function readCertificate(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https // expect: missing-retry@medium
      .get(url, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

// Per-item error handling in a loop is not a retry.
export async function syncAll(ids: string[]) {
  for (const id of ids) {
    try {
      await axios.post('/sync', { id }); // expect: missing-retry@medium
    } catch (e) {
      throw new Error(`sync of ${id} failed`, { cause: e });
    }
  }
}

function isTransient(err: { statusCode?: number; code?: string }) {
  return err.code === 'ECONNRESET' || [429, 502, 503, 504].includes(err.statusCode ?? 0);
}

declare class AccountApi { constructor(u: string); listAccounts(): Promise<unknown>; getAccount(f: string[]): Promise<{ body?: { data?: Account } }> }
declare class ProjectApi { constructor(u: string); getProject(id: string): Promise<unknown> }
declare class MemberApi { constructor(u: string); listMembers(id: string): Promise<{ body: unknown }> }
type Account = { id: string };
