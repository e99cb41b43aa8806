import axios from 'axios';
import { useEffect, useState } from 'react';

// UI hook: the timeout only resets local state, never aborts a request.
export function useClipboard({ timeout = 1000 } = {}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), timeout);
    return () => clearTimeout(id);
  }, [copied, timeout]);
  return { copied, copy: () => setCopied(true) };
}

// A bare timer is never a finding.
export function debounce(fn: () => void) {
  setTimeout(fn, 300);
  setTimeout(() => fn(), 250);
}

// Long enough budgets.
export const client = axios.create({ timeout: 5000 });
export async function slow(url: string, timeoutMs = 10000) {
  const ctrl = new AbortController();
  setTimeout(() => ctrl.abort(), timeoutMs);
  return fetch(url, { signal: ctrl.signal });
}
export const REQUEST_TIMEOUT = 30000;
export const HTTP_TIMEOUT_MS = 2000;

// No timeout at all is a different problem.
export const unbounded = axios.create({ timeout: 0 });
export const forever = axios.create({ timeout: Infinity });

// Below 100 with no unit: most likely seconds for a library that takes seconds.
export const seconds = axios.create({ timeout: 30 });

// Not network: animation and polling intervals, idle timeouts.
export const ANIMATION_TIMEOUT = 150;
export const DEBOUNCE_TIMEOUT_MS = 500;
export const socketOptions = { idleTimeout: 500 };

// A timeout parameter that is only logged.
export function describe(timeoutMs = 1000) {
  return `waits ${timeoutMs} ms`;
}

// A local helper named like a client that is not imported from a package.
function request(opts: { timeout: number }) {
  return opts.timeout;
}
export const local = request({ timeout: 500 });

// Non-literal values cannot be judged.
export function fromConfig(config: { timeout: number }) {
  return axios.get('/x', { timeout: config.timeout });
}

// A datastore client: a short connect timeout there is a deliberate choice.
import { Client as PgClient } from 'pg';
export const db = new PgClient({ connectionTimeoutMillis: 1000 });

// Instance metadata answers locally; a short budget is deliberate.
export async function region() {
  return axios.get('http://169.254.169.254/latest/meta-data/placement/region', { timeout: 500 });
}

// A timer that rejects a race but does not abort a request.
export function deadline(ms = 1000) {
  return new Promise((_, fail) => setTimeout(() => fail(new Error(`timed out after ${ms} ms`)), ms));
}

// A timer that tears down a UI widget.
export function closeLater(modal: { destroy(): void }) {
  setTimeout(() => modal.destroy(), 300);
}

// A toast on a UI service object, not a remote call.
export class Notifier {
  constructor(private toastService: { show(o: object): void }) {}
  saved() {
    this.toastService.show({ message: 'Saved', timeout: 1000 });
  }
}

// A polling helper whose budget bounds local waiting, not a request.
export async function waitFor(check: () => boolean, timeoutMs = 1000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// A mutable local named like a request timeout, reassigned later.
export function backoff(attempt: number) {
  let requestTimeout = 1000;
  requestTimeout *= attempt;
  return requestTimeout;
}
