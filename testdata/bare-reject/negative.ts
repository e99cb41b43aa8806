import _ from 'lodash';
import request from 'request';

export function upload(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request.put(url).on('response', (res) => { // expect: missing-retry@medium
      if (res.statusCode !== 200) {
        reject(new Error(`upload failed: ${res.statusCode}`));
        return;
      }
      resolve('ok');
    }).on('error', reject);
  });
}

export function passesErrors(): Promise<void> {
  return new Promise((resolve, reject) => {
    doWork((err?: Error) => (err ? reject(err) : resolve()));
  });
}

export function shadowed(): Promise<void> {
  return new Promise((resolve, reject) => {
    const items = [1, 2, 3];
    // lodash's reject is unrelated to the promise
    const odd = _.reject(items, (n: number) => n % 2 === 0);
    [odd].forEach((reject) => reject());
    resolve();
  });
}

function reject() {
  return 1;
}

export function localHelper() {
  return reject();
}

export function rethrows(e: unknown): Promise<never> {
  return Promise.reject(e);
}

declare function doWork(cb: (err?: Error) => void): void;
