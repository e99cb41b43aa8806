// A server module in `components/` of an Express package (no UI framework
// among its dependencies): a queue poller, not a browser component.
const axios = require('axios');

async function queueSize() {
  const res = await axios.get(`${process.env.QUEUE_API}/size`, { timeout: 1000 }); // expect: short-timeout
  return res.data.size;
}

module.exports = { queueSize };
