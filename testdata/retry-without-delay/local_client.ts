import { S3 } from 'aws-sdk';

const s3 = new S3();

// Signing a URL happens in process: a failure is a bad key or bucket name,
// and signing again at once is no load on anyone.
export async function downloadLink(key: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await s3.getSignedUrlPromise('getObject', { Bucket: 'exports', Key: key });
    } catch (err: any) {
      console.warn(`signing failed (${err.code}), attempt ${attempt}`);
    }
  }
  return undefined;
}

// The upload goes to S3: trying it again at once hammers it.
export async function upload(key: string, body: Buffer): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
    try {
      await s3.putObject({ Bucket: 'exports', Key: key, Body: body }).promise();
      return;
    } catch (err: any) {
      console.warn(`upload failed (${err.code}), attempt ${attempt}`);
    }
  }
}
