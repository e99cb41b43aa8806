// SDKs that make one HTTP request and retry nothing (round 47 recall #1
// shape): a GOV.UK Notify send in worker code with no retry is reported; an
// SDK that retries by default (AWS) is not.
import { NotifyClient } from 'notifications-node-client';
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';

const notify = new NotifyClient(process.env.NOTIFY_KEY ?? '');
const s3 = new S3Client({});

export async function sendReminder(phone: string): Promise<void> {
  await notify.sendSms('reminder', phone, { personalisation: {} }); // expect: missing-retry
}

export async function archive(key: string, body: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: 'archive', Key: key, Body: body }));
}
