// Best-effort clean-up: a handler that guards only a delete and logs its
// failure is medium; a handler around the work itself stays high.
import { S3Client, CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';

const s3 = new S3Client({});

export async function promote(key: string): Promise<string | null> {
  try {
    await s3.send(new CopyObjectCommand({ Bucket: 'final', Key: key, CopySource: `staging/${key}` }));
  } catch (err) { // expect: silent-rescue
    console.error(`promotion failed: ${err.message}`);
    return null;
  }
  await deleteStaged(key);
  return key;
}

export async function deleteStaged(key: string): Promise<void> {
  try {
    await s3.deleteObject({ Bucket: 'staging', Key: key });
  } catch (err) { // expect: silent-rescue@medium
    console.error(`could not delete the staged copy: ${err.message}`);
  }
}
