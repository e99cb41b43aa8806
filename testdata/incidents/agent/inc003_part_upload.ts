// Incident INC-2026-07-08-upload-part-503, paraphrased: a multipart upload part
// sent with no retry, and a rejection that carries no reason.
import request from 'request';
import * as fs from 'fs';

export class StorageClient {
  private sendChunk = (presignedUrl: string, body: fs.ReadStream, size: number): Promise<{ etag?: string }> =>
    new Promise((resolve, reject) => {
      body
        .pipe(
          request.put(presignedUrl, { headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': size } }) // expect: missing-retry
            .on('response', (res) => {
              if (res.statusCode === 200) {
                resolve({ etag: res.headers.etag?.replace(/"/g, '') });
              } else {
                console.error('sendChunk failed: %s', JSON.stringify(res));
                reject(); // expect: bare-reject
              }
            }),
        )
        .on('error', (err) => reject(err));
    });
}
