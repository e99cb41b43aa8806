import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";

export class Archive {
  constructor(private readonly bucket: string, private readonly client: S3Client) {}

  async read(key: string) {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      const msg = error instanceof Error ? error.message : String(error);
      throw new Error(`could not read archive ${key}: ${msg}`); // expect: rethrow-drops-context
    }
  }
}
