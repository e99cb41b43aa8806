import request from 'request';

export class StorageUploader {
  // Paraphrase of incident 003: a part upload rejects with nothing on a non-200.
  sendPart = (url, body, size) =>
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

  waitFor(ms) {
    return new Promise(function (resolve, reject) {
      const giveUp = reject;
      setTimeout(() => giveUp(undefined), ms); // expect: bare-reject
      if (ms < 0) {
        reject(null); // expect: bare-reject@medium
      }
    });
  }

  check(flag) {
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

export function failFast() {
  return Promise.reject(); // expect: bare-reject
}
