export interface ITimer {
  execute<T>(fn: () => Promise<T>): Promise<T>;
}

// Measures what it runs; retries nothing.
export class Timer implements ITimer {
  private readonly clock = { run: async <T>(fn: () => Promise<T>) => fn() };

  execute<T>(fn: () => Promise<T>): Promise<T> {
    return this.clock.run(fn);
  }
}
