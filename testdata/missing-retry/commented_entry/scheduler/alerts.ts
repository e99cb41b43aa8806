import axios from 'axios';

export async function createAlerts(chainId: string): Promise<void> {
  await ensureAlert(chainId);
}

async function ensureAlert(chainId: string): Promise<void> {
  await axios.put(`https://alerts.example.com/api/alerts/${chainId}`, { threshold: 5 }); // expect: missing-retry
}
