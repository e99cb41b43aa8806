// A worker stores remote images. The caught error is handed to the built-in
// Error constructor as its second argument, which is an options object: only
// `options.cause` is read, so the status and the original error vanish and
// the job fails with the constant text only (high).
import fetch from 'node-fetch';

export async function storeRemoteImage(url: string) {
  try {
    const res = await fetch(url);
    return await res.buffer();
  } catch (error) {
    throw new Error('remote image could not be stored', error); // expect: rethrow-drops-context
  }
}

// The cause is passed as an option: kept.
export async function storeRemoteThumb(url: string) {
  try {
    const res = await fetch(url);
    return await res.buffer();
  } catch (error) {
    throw new Error('remote thumbnail could not be stored', { cause: error });
  }
}

class StorageError extends Error {
  constructor(message: string, public original: unknown) {
    super(message);
  }
}

// A project error class whose second parameter keeps the error: not flagged.
export async function storeRemoteIcon(url: string) {
  try {
    const res = await fetch(url);
    return await res.buffer();
  } catch (error) {
    throw new StorageError('remote icon could not be stored', error);
  }
}

// Local work only (a parse): not about a remote failure.
export function parseManifest(raw: string) {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new Error('manifest is not JSON', error);
  }
}

// The caught error as the message: it becomes text, its status is gone.
export async function storeRemoteBanner(url: string) {
  try {
    const res = await fetch(url);
    return await res.buffer();
  } catch (error) {
    throw new Error(error); // expect: rethrow-drops-context@medium
  }
}

// Rethrown as is: kept.
export async function storeRemoteLogo(url: string) {
  try {
    const res = await fetch(url);
    return await res.buffer();
  } catch (error) {
    throw error;
  }
}
