import type { IResilience } from './resilience';
import type { ITimer } from './timing';
import { fetchJson, fetchText } from './transport';

export class SettingsClient {
  constructor(
    private readonly resilience: IResilience,
    private readonly timer: ITimer,
  ) {}

  // Every call of fetchJson runs inside the retrying wrapper.
  async settings(id: string) {
    return this.resilience.execute(() => fetchJson(`https://settings.example.com/${id}`));
  }

  // fetchText runs only inside a wrapper that retries nothing.
  async notice(id: string) {
    return this.timer.execute(() => fetchText(`https://settings.example.com/${id}/notice`));
  }
}
