// Named for retrying, but goes round only on a 409: a conflict loop that
// reads again and rewrites, not a retry of a failing dependency.
export async function retryOnUpdateConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return await work();
    } catch (err: any) {
      if (err.response?.status === 409) {
        continue;
      }
      throw err;
    }
  }
  throw new Error('update conflict persisted');
}
