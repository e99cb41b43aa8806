import { AthenaClient } from '@aws-sdk/client-athena';
import { S3Client } from '@aws-sdk/client-s3';

export const athena = new AthenaClient({ region: 'us-east-1', maxAttempts: 3 }); // expect: weak-sdk-retry

export const s3 = new S3Client({
  region: 'us-east-1',
  maxAttempts: 2, // expect: weak-sdk-retry
});

// Retries switched off: reported at medium confidence.
export const noRetry = new S3Client({
  maxAttempts: 1, // expect: weak-sdk-retry@medium
});
