import { SQSClient } from '@aws-sdk/client-sqs';
import { NodeHttpHandler } from '@smithy/node-http-handler';

// Few attempts inside a latency budget the client was built to keep.
export const sqs = new SQSClient({
  maxAttempts: 2, // expect: weak-sdk-retry@medium
  requestHandler: new NodeHttpHandler({ connectionTimeout: 2000, requestTimeout: 5000 }),
});
