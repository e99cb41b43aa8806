import express from 'express';
import axios from 'axios';

// The file's own retry helper wraps the listing, not the export. Both run
// inside a request handler: whoever sent the request sees the 502 and can
// send it again, so the missing helper is a guess, not a defect.
const app = express();

async function withRetries<T>(op: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await op();
    } catch (err) {
      if (i + 1 >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 200 * 2 ** i));
    }
  }
}

app.get('/records', async (req, res) => {
  const list = await withRetries(() => axios.get('https://records.example.com/v1/records'));
  res.json(list.data);
});

app.get('/records/:id/export', async (req, res) => {
  const data = await axios.get(`https://records.example.com/v1/records/${req.params.id}/export`); // expect: missing-retry@medium
  res.send(data.data);
});

export default app;
