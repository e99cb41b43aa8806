const axios = require('axios');

async function fetchWithDeadline(url, opts = {}, timeout = 1000) { // expect: short-timeout
  const controller = new AbortController();
  const id = setTimeout(() => {
    controller.abort();
  }, timeout);
  try {
    return await fetch(url, { ...opts, signal: controller.signal });
  } finally {
    clearTimeout(id);
  }
}

const http = axios.create({ timeout: 1000 * 1 }); // expect: short-timeout

module.exports = { fetchWithDeadline, http };
