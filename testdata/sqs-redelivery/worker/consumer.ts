// A long-polling SQS consumer. A message whose work throws is not deleted:
// SQS delivers it again when its visibility timeout ends, and the consumer
// parks it on the failures queue once its receive count passes the limit.
// The queue is this work's retry.
import {
  SQSClient,
  ReceiveMessageCommand,
  DeleteMessageCommand,
  SendMessageCommand,
  type Message,
} from '@aws-sdk/client-sqs';
import { fetchArtifact } from '../lib/artifacts';

const sqs = new SQSClient({});
const GIVE_UP_AFTER = 4;
const FAILURES_QUEUE = process.env.FAILURES_QUEUE_URL ?? '';

async function forget(queueUrl: string, message: Message): Promise<void> {
  await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
}

export async function drain(queueUrl: string): Promise<void> {
  const batch = await sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: queueUrl,
      WaitTimeSeconds: 20,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
    }),
  );
  for (const message of batch.Messages ?? []) {
    const deliveries = Number(message.Attributes?.ApproximateReceiveCount ?? 1);
    if (deliveries > GIVE_UP_AFTER) {
      await sqs.send(new SendMessageCommand({ QueueUrl: FAILURES_QUEUE, MessageBody: message.Body ?? '' }));
      await forget(queueUrl, message);
      continue;
    }
    const { url } = JSON.parse(message.Body ?? '{}');
    const artifact = await fetchArtifact(url);
    console.log(`fetched ${artifact.byteLength} bytes`);
    await forget(queueUrl, message);
  }
}
