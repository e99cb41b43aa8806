import { debug, error, warning } from '~/helpers/log.js';

type Task = () => Promise<{ done: boolean }>;

// A scheduler tick races each task against a ten-minute timer. The timer's
// bare `reject()` reaches only the `catch` right around the race, which
// logs it (after testing whether it is an `Error`) and goes on to the next
// task: no caller ever receives the missing reason (medium).
export async function tick(tasks: Map<string, Task>) {
  for (const [name, task] of tasks) {
    try {
      const result = await Promise.race<{ done: boolean }>([
        task(),
        new Promise<never>((_resolve, reject) => setTimeout(() => reject(), 600_000)), // expect: bare-reject@medium
      ]);
      debug('tick', `${name} done: ${result.done}`);
    } catch (e) {
      if (e instanceof Error) {
        error(e.stack ?? e.message);
      }
      warning(`task ${name} looks frozen, unblocking`);
      debug('tick', `${name} failed: ${e}`);
      continue;
    }
  }
}

// The same race whose `catch` hands the reason on: high.
export async function tickOnce(task: Task) {
  try {
    return await Promise.race([
      task(),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(), 600_000)), // expect: bare-reject
    ]);
  } catch (e) {
    if (e instanceof Error) {
      error(e.message);
    }
    throw e;
  }
}

// A `catch` that passes the reason to a function that is not a logger: high.
export async function tickReported(task: Task, report: (e: unknown) => void) {
  try {
    return await Promise.race([
      task(),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(), 600_000)), // expect: bare-reject
    ]);
  } catch (e) {
    report(e);
    return null;
  }
}
