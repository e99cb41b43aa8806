import express from 'express';
import { fetchQuota } from '../data/fetchers';

const router = express.Router();

router.get('/teams/:team/quota', async (req, res) => {
  res.json(await fetchQuota(req.params.team));
});

export default router;
