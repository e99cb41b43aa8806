import { logger } from './logger';

export async function upload(put: () => Promise<void>) {
  try {
    await put();
  } catch (error: any) {
    // Parts of the error, not the Error itself.
    logger.error(`upload failed: ${JSON.stringify(error.response?.data)}`);
    logger.error(JSON.stringify({ message: error.message, stack: error.stack }));
    // A replacer that picks the non-enumerable properties.
    logger.error(JSON.stringify(error, Object.getOwnPropertyNames(error)));
    throw error;
  }
}

// Not an error: an ordinary parameter and a local value.
export function describe(result: object) {
  const payload = { ok: true };
  return JSON.stringify(result) + JSON.stringify(payload);
}

// A nested callback whose parameter shadows the caught error's name.
export function shadowed(items: string[]) {
  try {
    return items.map((e) => JSON.stringify(e));
  } catch (e) {
    return [String(e)];
  }
}

// The success callback of then() is not a rejection handler.
export function ok(p: Promise<object>) {
  return p.then((value) => JSON.stringify(value));
}

// The code checks for the `{}` result itself and falls back to the message.
export async function notifyProvider(send: () => Promise<void>, record: (raw: string) => void) {
  try {
    await send();
  } catch (err: any) {
    record(JSON.stringify(err) !== '{}' ? JSON.stringify(err) : String(err.message));
  }
}

// Error values were handled above: what is left is a plain thrown value.
export async function callBackend(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (failure) {
    if (typeof failure === 'object' && failure && 'message' in failure) {
      throw new Error(`backend call failed: ${(failure as Error).message}`, { cause: failure });
    }
    throw new Error(`backend call failed: ${JSON.stringify(failure)}`);
  }
}

// Only values that are not Errors reach the stringify.
export async function runAction(act: () => Promise<void>) {
  try {
    await act();
  } catch (error) {
    const detail = error instanceof Error ? error.message : JSON.stringify(error);
    if (error instanceof Error) {
      console.error(error.name, error.message, error.stack);
    } else {
      console.error(`action failed: ${JSON.stringify(error)}`);
    }
    return detail;
  }
}
