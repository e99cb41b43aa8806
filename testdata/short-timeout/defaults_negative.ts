// Twin: long enough timeouts for the clients; a short one that feeds a local cache.
import https from 'node:https';
import axios from 'axios';

const AGENT_DEFAULTS = { keepAlive: true, timeout: 30000 };
export const agent = new https.Agent(AGENT_DEFAULTS);

const CLIENT_DEFAULTS = {
  baseURL: 'https://ledger.example.com',
  timeout: 10000,
};
export const ledger = axios.create(CLIENT_DEFAULTS);

class MemoCache {
  constructor(private readonly opts: { timeout: number }) {}
  expired(at: number) {
    return Date.now() - at > this.opts.timeout;
  }
}
const CACHE_DEFAULTS = { timeout: 1000 };
export const memo = new MemoCache(CACHE_DEFAULTS);
