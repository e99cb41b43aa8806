import type { SQSEvent } from "aws-lambda";
import { S3Client } from "@aws-sdk/client-s3";
import { Restore } from "./infra/restore";
import { Archive } from "./infra/archive";

const restore = new Restore(new Archive("archive", new S3Client({})));

// One message per invocation (batch size 1).
export const handler = async (event: SQSEvent) => {
  const [record] = event.Records;
  await restore.restoreTemplate(JSON.parse(record.body).templateId);
};
