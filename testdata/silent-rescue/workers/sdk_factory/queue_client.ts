// A factory that builds the SDK client: a local declared with the SDK's
// client type, assigned a mock or the real client (round 45 recall #3).
import { SQSClient, SendMessageCommand } from "@aws-sdk/client-sqs";
import { mockSqsClient } from "./mock_sqs";

const createQueueClient = () => {
  let client: SQSClient;
  if (process.env.USE_MOCKED === "true") {
    client = mockSqsClient as unknown as SQSClient;
  } else {
    client = new SQSClient({ region: process.env.REGION });
  }
  return client;
};

export { createQueueClient, SendMessageCommand };
