// Shape of incident 004: the final handler logged JSON.stringify(error), which
// printed `{}` for an Error: the API layer had turned the client's error into
// a plain `new Error(...)`.
import axios from 'axios';
import { logger } from './logger';

async function startProcessing(jobId: number) {
  try {
    await axios.post(`https://mapping.example.com/v1/jobs/${jobId}/process`);
  } catch (error: any) {
    throw new Error(String(error.response?.data ?? error.message));
  }
}

export async function runPreprocess(job: { id: number }) {
  try {
    await startProcessing(job.id);
  } catch (failure: any) {
    logger.error(`[Preprocess] failed - error:(${JSON.stringify(failure)}) / message:(${failure.message})`); // expect: error-lost-in-serialization
    process.exit(1);
  }
}

// The axios call's own error serialises its fields (`AxiosError.toJSON()`):
// medium, `{}` only for other errors.
export async function runDirect(job: { id: number }) {
  try {
    await axios.post(`https://mapping.example.com/v1/jobs/${job.id}/process`);
  } catch (failure: any) {
    logger.error(`direct failed: ${JSON.stringify(failure)}`); // expect: error-lost-in-serialization@medium
    process.exit(1);
  }
}

// The serialisation is the last resort after the error's own fields.
export async function runWithFallback(job: { id: number }) {
  try {
    await startProcessing(job.id);
  } catch (failure: any) {
    logger.error(`failed: ${failure?.stack || failure?.message || JSON.stringify(failure)}`);
    process.exit(1);
  }
}

// A rejection of a promise nobody resolved (a structural type, a promise
// handed in): its error may be a library's own, whose fields serialise.
export function syncTiles(client: { push(): Promise<void> }) {
  return client
    .push()
    .catch((err) => {
      console.error('push failed ' + JSON.stringify(err)); // expect: error-lost-in-serialization@medium
      throw err;
    });
}

export function loadManifest(p: Promise<string>) {
  return p.then(
    (body) => body,
    (reason) => `manifest unavailable: ${JSON.stringify(reason, null, 2)}`, // expect: error-lost-in-serialization@medium
  );
}

// The rejection of a `fetch`: a `TypeError`, which serialises to `{}`.
export function pushTiles(url: string) {
  return fetch(url, { method: 'POST' }).catch((err) => {
    console.error('push failed ' + JSON.stringify(err)); // expect: error-lost-in-serialization
    return null;
  });
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

// A guard throws known errors on before the log; every other error reaches
// the log line and is lost there (high: the earlier `throw` is another path).
export class InvitationConflict extends Error {}

export async function sendInvitation(email: string) {
  try {
    await fetch('https://mail.example.com/v1/invitations', { method: 'POST', body: JSON.stringify({ email }) });
  } catch (e) {
    if (e instanceof InvitationConflict) {
      throw e;
    }
    console.error(`Invitation failed: ${JSON.stringify(e)}`); // expect: error-lost-in-serialization
  }
}
