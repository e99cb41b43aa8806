import { UsersApi } from './users-api';

const isRetryable = (err: any) => !err.response || err.response.status >= 500;

export async function createUserWithRetries(user: { name: string }, api: UsersApi) {
  for (let attempt = 0; attempt < 4; attempt++) { // expect: retry-without-delay
    try {
      await api.createUser(user);
      return user;
    } catch (err: any) {
      if (isRetryable(err)) {
        continue;
      }
      throw err;
    }
  }
  throw new Error(`could not create ${user.name}`);
}

// Goes round only on a 409: it reads again and rewrites (not a retry).
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
