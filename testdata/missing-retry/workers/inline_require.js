// A client built from a package required in place
// (`require('axios').create(...)`) is that package's client.
const api = require('axios').create({ timeout: 10000 });

async function loadRemoteConfig(href) {
  const res = await api.get(href); // expect: missing-retry
  return res.data;
}

module.exports = { loadRemoteConfig };
