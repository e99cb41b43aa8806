import express from 'express';
import { fetchStatuspageSummary, pushIncidentUpdate } from '../integrations/statuspage';

export const router = express.Router();

router.get('/status/:pageId', async (req, res) => {
  res.json(await fetchStatuspageSummary(req.params.pageId));
});

router.post('/status/:pageId/incident', async (req, res) => {
  res.json(await pushIncidentUpdate(req.params.pageId, req.body));
});
