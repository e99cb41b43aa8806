// Calls on the client a project factory builds, called in place
// (`createQueueClient().send(...)`): resolved through the factory's summary
// as the SDK's client, so a swallowed failure is high in a worker.
import { SQSClient } from "@aws-sdk/client-sqs";
import { createQueueClient, SendMessageCommand } from "./queue_client";

const buildLocal = () => {
  const raw = new SQSClient({ region: process.env.REGION });
  return raw;
};

export async function notifyExpired(sessionId: string): Promise<boolean> {
  try {
    await createQueueClient().send(new SendMessageCommand({ QueueUrl: process.env.QUEUE_URL, MessageBody: sessionId }));
    return true;
  } catch (error) { // expect: silent-rescue
    console.error("Failed to send expired-session message");
    return false;
  }
}

export async function notifyLocal(sessionId: string): Promise<boolean> {
  try {
    await buildLocal().send(new SendMessageCommand({ QueueUrl: process.env.QUEUE_URL, MessageBody: sessionId }));
    return true;
  } catch (error) { // expect: silent-rescue
    console.error("Failed to send expired-session message");
    return false;
  }
}

// A factory that returns something else: not a client.
const buildConfig = () => {
  const config = { region: process.env.REGION };
  return config;
};

export async function describe(sessionId: string): Promise<boolean> {
  try {
    await buildConfig().toString();
    return true;
  } catch (error) {
    console.error("cannot describe", sessionId);
    return false;
  }
}
