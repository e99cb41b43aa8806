import { withRetries } from '../lib/retry-helpers';

export class SessionGateway {
  constructor(private readonly sessionsApi: () => { get(ids: string[]): Promise<unknown>; touch(): Promise<void> }) {}

  async refresh(): Promise<void> {
    await withRetries(() => this.sessionsApi().touch());
  }

  async current(): Promise<unknown> {
    // The imported helper is right there, but this call does not use it.
    return this.sessionsApi().get(['id']); // expect: missing-retry
  }
}
