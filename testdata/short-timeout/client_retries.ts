import { SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';

// A short budget per attempt on a client told to try three times: fail
// fast, then try again.
export const mail = new SESv2Client({
  maxAttempts: 3,
  requestHandler: new NodeHttpHandler({
    connectionTimeout: 1000, // expect: short-timeout@medium
    socketTimeout: 1000, // expect: short-timeout@medium
  }),
});

// The same budget with one attempt only.
export const files = new S3Client({
  maxAttempts: 1,
  requestHandler: new NodeHttpHandler({
    socketTimeout: 1000, // expect: short-timeout
  }),
});
