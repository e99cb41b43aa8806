import request from 'request';
import * as fs from 'fs';

export class StorageUploader {
  // Paraphrase of incident 003: a part upload rejects with nothing on a non-200.
  private sendPart = (url: string, body: fs.ReadStream, size: number): Promise<{ etag?: string }> =>
    new Promise((ok, fail) => {
      body.pipe(
        request // expect: missing-retry@medium
          .put(url, { headers: { 'Content-Length': size } })
          .on('response', (res) => {
            if (res.statusCode === 200) {
              ok({ etag: res.headers.etag });
            } else {
              console.error('part upload failed', res.statusCode);
              fail(); // expect: bare-reject
            }
          }),
      ).on('error', (err) => fail(err));
    });

  waitFor(ms: number): Promise<void> {
    return new Promise(function (resolve, reject) {
      const giveUp = reject;
      setTimeout(() => giveUp(undefined), ms); // expect: bare-reject
      if (ms < 0) {
        reject(null); // expect: bare-reject@medium
      }
    });
  }

  check(flag: boolean): Promise<number> {
    return new Promise((resolve, reject) => {
      if (!flag) {
        reject('flag was not set'); // expect: bare-reject@medium
        return;
      }
      if (flag === undefined) {
        reject({ code: 'E_FLAG' }); // expect: bare-reject@medium
      }
      resolve(1);
    });
  }
}

export function failFast(): Promise<never> {
  return Promise.reject(); // expect: bare-reject
}
