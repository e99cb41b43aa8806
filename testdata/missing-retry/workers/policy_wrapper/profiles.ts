import type { IResilience } from './resilience';
import type { ITimer } from './timing';

export class ProfileClient {
  constructor(
    private readonly resilience: IResilience,
    private readonly timer: ITimer,
  ) {}

  // Retried by the wrapper: not reported.
  async fetchProfile(id: string) {
    return this.resilience.execute(async () => {
      const res = await fetch(`https://profiles.example.com/users/${id}`);
      return res.json();
    });
  }

  // Only timed: one 503 fails the sync.
  async fetchAvatar(id: string) {
    return this.timer.execute(async () => {
      const res = await fetch(`https://profiles.example.com/avatars/${id}`); // expect: missing-retry
      return res.json();
    });
  }
}
