import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';

const sqs = new SQSClient({});

// The send's own `.catch` takes its failure (and is the swallow); the outer
// `catch` only ever sees local errors.
export async function handler(event: { Records: { body: string }[] }) {
  for (const record of event.Records) {
    try {
      const body = JSON.stringify(JSON.parse(record.body));
      await sqs
        .send(new SendMessageCommand({ QueueUrl: process.env.QUEUE_URL, MessageBody: body }))
        .then((res) => res.MessageId)
        .catch((err) => { // expect: silent-rescue@medium
          console.log(err);
        });
    } catch (err) {
      console.error(`failed to forward: ${err}`);
    }
  }
}
