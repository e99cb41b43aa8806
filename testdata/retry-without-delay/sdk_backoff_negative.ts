import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { setTimeout as sleep } from "node:timers/promises";

const s3 = new S3Client({ region: "eu-west-1" });

export async function readManifest(bucket: string, key: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (err) {
      console.warn("manifest read failed", err);
      await sleep(1000 * 2 ** attempt);
    }
  }
}
