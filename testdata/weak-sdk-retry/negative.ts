import { AthenaClient } from '@aws-sdk/client-athena';
import { S3Client } from '@aws-sdk/client-s3';
import { Pool } from './pool';

export const athena = new AthenaClient({ region: 'us-east-1', maxAttempts: 3, retryMode: 'adaptive' });
export const s3 = new S3Client({ region: 'us-east-1', maxAttempts: 10 });
// Not an AWS client.
export const pool = new Pool({ maxAttempts: 2 });
