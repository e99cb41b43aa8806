import axios from 'axios';

// A DNS-over-HTTPS lookup inside the webhook request: short on purpose, so
// that a slow resolver cannot hold the request; a failed lookup is no answer.
const resolver = axios.create({ baseURL: 'https://dns.example.com', timeout: 1000 }); // expect: short-timeout@medium

// The profile service.
const profiles = axios.create({ baseURL: 'https://profiles.example.com', timeout: 1000 }); // expect: short-timeout

export { resolver, profiles };
