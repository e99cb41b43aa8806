// Shape of incident 004: the final handler logged JSON.stringify(error), which
// printed `{}` for an Error.
import axios from 'axios';
import { logger } from './logger';

export async function runPreprocess(job: { id: number }) {
  try {
    await axios.post(`https://mapping.example.com/v1/jobs/${job.id}/process`);
  } catch (failure: any) {
    logger.error(`[Preprocess] failed - error:(${JSON.stringify(failure)}) / message:(${failure.message})`); // expect: error-lost-in-serialization
    process.exit(1);
  }
}

export function syncTiles(client: { push(): Promise<void> }) {
  return client
    .push()
    .catch((err) => {
      console.error('push failed ' + JSON.stringify(err)); // expect: error-lost-in-serialization
      throw err;
    });
}

export function loadManifest(p: Promise<string>) {
  return p.then(
    (body) => body,
    (reason) => `manifest unavailable: ${JSON.stringify(reason, null, 2)}`, // expect: error-lost-in-serialization
  );
}

// The guarded code makes no remote call: the caught value may be a library's
// own error type whose fields serialise (medium).
export function wrap(fn: () => void): string | undefined {
  try {
    fn();
  } catch (e) {
    const detail = JSON.stringify(e); // expect: error-lost-in-serialization@medium
    return detail;
  }
  return undefined;
}


// The error is thrown on intact: only the log line loses detail (medium).
export async function sendMagicLink(client: { send: (m: unknown) => Promise<void> }, to: string) {
  try {
    return await client.send({ to });
  } catch (error) {
    console.error('magic link failed', { error: JSON.stringify(error) }); // expect: error-lost-in-serialization@medium
    throw error;
  }
}
