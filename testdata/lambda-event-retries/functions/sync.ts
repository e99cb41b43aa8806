// A Lambda handler typed as an SQS consumer: a failure that leaves the
// handler makes SQS deliver the message again (medium).
import type { SQSEvent } from 'aws-lambda';
import axios from 'axios';

export const handler = async (event: SQSEvent): Promise<void> => {
  const [record] = event.Records;
  await axios.get(`https://ledger.example.com/entries/${record.body}`); // expect: missing-retry@medium
};
