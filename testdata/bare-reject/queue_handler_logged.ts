import { logger } from './logger';

type QueueMessage = { MessageId: string; Body?: string };

// An SQS handler that logs each failure at error level and then rejects
// bare, so the consumer leaves the message for redelivery: the cause is in
// the log where it is rejected (medium).
export async function handleWebhookMessage(message: QueueMessage, send: (b: string) => Promise<boolean>) {
  if (!message.Body) {
    logger.error({ message: 'queue message has no body', meta: { id: message.MessageId } });
    // Retried until the redrive policy moves it to the dead-letter queue.
    return Promise.reject(); // expect: bare-reject@medium
  }
  const sent = await send(message.Body);
  if (!sent) {
    logger.info({ message: 'delivery failed', meta: { id: message.MessageId } });
    return Promise.reject(); // expect: bare-reject
  }
  return true;
}
