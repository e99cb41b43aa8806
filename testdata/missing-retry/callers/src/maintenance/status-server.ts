import axios from 'axios';
import http from 'http';

// Runs itself, but as a long-running server: not a script.
async function upstreamStatus(base: string) {
  const { data } = await axios.get(`${base}/status`); // expect: missing-retry@medium
  return data;
}

const server = http.createServer(async (_req, res) => {
  res.end(JSON.stringify(await upstreamStatus(process.env.UPSTREAM_URL ?? '')));
});

if (require.main === module) {
  server.listen(8080);
}
