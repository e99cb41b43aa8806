import axios from 'axios';
import { Router } from 'express';

export const router = Router();

router.get('/invoices/:id', async (req, res) => {
  // The browser that asked sees the failure and can ask again.
  const invoice = await axios.get(`https://billing.example.com/invoices/${req.params.id}`); // expect: missing-retry@medium
  res.json(invoice.data);
});
