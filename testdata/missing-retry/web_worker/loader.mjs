// A browser Web Worker (`new Worker(url)` with no job queue package) is not
// a job registration: nothing here runs unattended, so the fetch is medium.
// The same constructor imported from a job queue package is a job
// (missing-retry/callers/src/queues).
const worker = new Worker(new URL('./decode.js', import.meta.url), { type: 'module' });

export async function fetchDocument(url) {
  const response = await fetch(url); // expect: missing-retry@medium
  if (!response.ok) throw new Error(`document answered ${response.status}`);
  const data = await response.arrayBuffer();
  worker.postMessage(data, [data]);
}
