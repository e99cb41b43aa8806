// Only a commented-out call in server.ts names `createMonitors`: nothing
// runs this module, whatever its directory says.
import axios from 'axios';

export async function createMonitors(chainId: string): Promise<void> {
  await ensureMonitor(chainId);
}

async function ensureMonitor(chainId: string): Promise<void> {
  await axios.put(`https://monitors.example.com/api/monitors/${chainId}/`, { schedule: '*/5 * * * *' }); // expect: missing-retry@medium
}
