// Timeouts in a default-options object later passed to an agent / client constructor.
import https from 'node:https';
import axios from 'axios';

const AGENT_DEFAULTS = { keepAlive: true, timeout: 1000 }; // expect: short-timeout
export const agent = new https.Agent(AGENT_DEFAULTS);

const CLIENT_DEFAULTS = {
  baseURL: 'https://ledger.example.com',
  timeout: 1500, // expect: short-timeout
};
export const ledger = axios.create(CLIENT_DEFAULTS);

const SEARCH_DEFAULTS = { timeout: 800 }; // expect: short-timeout
export const search = axios.create({ ...SEARCH_DEFAULTS, baseURL: 'https://search.example.com' });
