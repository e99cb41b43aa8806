export async function withRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i + 1 >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 2 ** i * 200));
    }
  }
}
