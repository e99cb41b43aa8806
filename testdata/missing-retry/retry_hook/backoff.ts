export async function exponentialBackoff<T>(
  fn: () => Promise<T>,
  attempts = 3,
  baseMs = 500,
  onRetry?: () => void,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts - 1) throw err;
      onRetry?.();
      await new Promise((r) => setTimeout(r, baseMs * 2 ** i));
    }
  }
}
