// Unattended code (a worker directory): who sees the failure decides.
// A swallowed remote failure that the code degrades around on purpose is
// reported at medium: a concrete fallback value, a best-effort step the rest
// of the function goes on without, one item of a batch.
import axios from 'axios';

export async function starCount(): Promise<number> {
  try {
    const res = await axios.get('https://api.github.com/repos/acme/app');
    return res.data.stargazers_count;
  } catch (e: any) { // expect: silent-rescue@medium
    console.warn(e.message);
    return 1200;
  }
}

export async function register(user: { id: string; email: string }) {
  let crmId: string | undefined;
  try {
    crmId = (await axios.post('https://crm.example.com/contacts', user)).data.id;
  } catch (e: any) { // expect: silent-rescue@medium
    console.warn('crm sync failed', e.message);
  }
  await saveUser(user, crmId);
}

export async function pushAll(ids: string[]) {
  for (const id of ids) {
    try {
      await axios.post(`https://hooks.example.com/${id}`);
    } catch (e: any) { // expect: silent-rescue@medium
      console.warn(e.message);
      continue;
    }
  }
}

// The negative answer and the completed-looking function stay high.
export async function isMember(id: string) {
  try {
    const res = await axios.get(`https://members.example.com/${id}`);
    return { member: res.data.active === true };
  } catch (e: any) { // expect: silent-rescue
    console.log(e.message);
    return { member: false };
  }
}

export async function notify(id: string) {
  try {
    await axios.post(`https://notify.example.com/${id}`);
  } catch (e: any) { // expect: silent-rescue
    console.log(e.message);
  }
}

declare function saveUser(u: unknown, crm?: string): Promise<void>;

// The callback passes the error itself to the logger: logged in full.
declare const logger: { error: (...a: unknown[]) => void };
export function syncCrm(id: string) {
  void axios.post(`https://crm.example.com/${id}`).catch((err) => logger.error(err, 'crm sync failed')); // expect: silent-rescue@medium
}

// A fire-and-forget dispatch raced against a timer: nobody receives `null`.
export async function dispatchJob(id: string) {
  await Promise.race([
    fetch(`https://jobs.example.com/${id}`, { method: 'POST' }).catch(() => null), // expect: silent-rescue@medium
    new Promise((resolve) => setTimeout(resolve, 150)),
  ]);
}

// Explained in a comment, and logged as text (`${err}` keeps the class).
export async function checkUpdates() {
  try {
    await axios.post('https://telemetry.example.com/ping');
  } catch { // expect: silent-rescue@medium
    // no-op: the update check is best effort
  }
}

export async function reportUsage(n: number) {
  try {
    await axios.post('https://usage.example.com', { n });
  } catch (err) { // expect: silent-rescue
    console.warn(`usage report failed: ${err}`);
  }
}

// A yes/no existence check through an SDK command: the failure is the
// answer (medium). A result value that marks the failure (`ok: false`) is
// an error value the caller can tell from a success: not a swallow.
import { S3Client, HeadObjectCommand } from '@aws-sdk/client-s3';
const s3 = new S3Client({});
export function fileExists(key: string): Promise<boolean> {
  return s3
    .send(new HeadObjectCommand({ Bucket: 'b', Key: key }))
    .then(() => true)
    .catch(() => false); // expect: silent-rescue@medium
}

export async function mintToken(origin: string) {
  try {
    const res = await fetch(`${origin}/api/jwt`, { method: 'POST' });
    return { ok: true, token: await res.text() };
  } catch {
    return { ok: false, envUnavailable: "unknown" };
  }
}

// Completely silent catch-alls (spec case c) are medium, with or without a
// comment: a comment tells the reader why, nobody learns that it happened.
import { writeFileSync } from 'fs';
export function saveDraft(path: string, body: string) {
  try {
    writeFileSync(path, body);
  } catch { // expect: silent-rescue@medium
  }
}

export function saveLock(path: string) {
  try {
    writeFileSync(path, String(process.pid));
  } catch { // expect: silent-rescue@medium
    // the lock may already be gone: nothing to do
  }
}
