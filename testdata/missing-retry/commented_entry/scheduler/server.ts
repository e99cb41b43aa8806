import { createAlerts } from './alerts';
// import { createMonitors } from './monitors';

export async function startScheduler(chainIds: string[]): Promise<void> {
  for (const chainId of chainIds) {
    await createAlerts(chainId);
    // await createMonitors(chainId);
  }
}
