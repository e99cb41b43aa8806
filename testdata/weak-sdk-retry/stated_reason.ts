import { AthenaClient } from '@aws-sdk/client-athena';
import { S3Client } from '@aws-sdk/client-s3';

export const mailBucket = new S3Client({
  // Two attempts on purpose: the queue redelivers the message, and a long
  // backoff here would outlive the visibility timeout.
  maxAttempts: 2, // expect: weak-sdk-retry@medium
});

export const reports = new AthenaClient({
  // reports region
  region: 'eu-west-1',
  maxAttempts: 3, // expect: weak-sdk-retry
});
