import { ConstantBackoff, handleAll, retry, wrap, circuitBreaker, ConsecutiveBreaker, IPolicy } from 'cockatiel';

export interface IResilience {
  execute<T>(fn: () => Promise<T>): Promise<T>;
}

// Runs what it is given under cockatiel's retry and breaker.
export class Resilience implements IResilience {
  private readonly policy: IPolicy;

  constructor(attempts = 3) {
    this.policy = wrap(
      retry(handleAll, { maxAttempts: attempts, backoff: new ConstantBackoff(200) }),
      circuitBreaker(handleAll, { halfOpenAfter: 10_000, breaker: new ConsecutiveBreaker(5) }),
    );
  }

  execute<T>(fn: () => Promise<T>): Promise<T> {
    return this.policy.execute(fn);
  }
}
