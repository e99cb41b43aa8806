import type { SQSEvent } from "aws-lambda";
import { S3Client } from "@aws-sdk/client-s3";
import { App } from "./app/app";
import { Source } from "./infra/source";
import { Store } from "./infra/store";

const app = new App(new Source(new Store("templates", new S3Client({}))), console);

export const handler = async (event: SQSEvent) => {
  for (const record of event.Records) {
    await app.render(JSON.parse(record.body).templateId);
  }
};
