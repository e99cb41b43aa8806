import { sendMail } from './mailer';

// Each notice is best effort: the promises are only settled, and nobody
// reads the results, so no caller receives a rejection's reason.
export async function notifyPrefects(prefects: string[]) {
  const promises: Promise<void>[] = [];
  prefects.forEach((name) => {
    const p = new Promise<void>(async (resolve, reject) => {
      const failed = await sendMail(name).catch((err: Error) => err);
      if (failed instanceof Error) {
        reject(); // expect: bare-reject@medium
        return;
      }
      resolve();
    });
    promises.push(p);
  });
  await Promise.allSettled(promises);
}

// The results are read: the missing reason reaches the report.
export async function notifyAdvisers(advisers: string[]) {
  const promises: Promise<void>[] = [];
  advisers.forEach((name) => {
    promises.push(
      new Promise<void>(async (resolve, reject) => {
        const failed = await sendMail(name).catch((err: Error) => err);
        if (failed instanceof Error) {
          reject(); // expect: bare-reject
          return;
        }
        resolve();
      }),
    );
  });
  const results = await Promise.allSettled(promises);
  return results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
}
