import express from 'express';
import { listCredentials, revokeAll } from '../integrations/passkeys';

export const router = express.Router();

router.get('/account/passkeys', async (req, res) => {
  res.json(await listCredentials(String(req.query.user)));
});

router.post('/account/passkeys/revoke', async (req, res) => {
  await revokeAll(req.body.ids);
  res.sendStatus(204);
});
