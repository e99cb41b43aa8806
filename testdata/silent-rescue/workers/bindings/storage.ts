// An SDK client one module builds and exports.
import { S3Client } from '@aws-sdk/client-s3';

const storage = new S3Client({ region: 'eu-west-1' });
export default storage;
