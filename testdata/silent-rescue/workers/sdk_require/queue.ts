import { sqs } from "./aws";

// The sends are held in an array and awaited together: the handler of
// `Promise.all(sends)` guards them.
export const sendFeeds = async (chunks: any[][], queueUrl: string) => {
  const sends = [] as any[];
  for (const chunk of chunks) {
    sends.push(sqs.sendMessageBatch({ Entries: chunk, QueueUrl: queueUrl }).promise());
  }
  Promise.all(sends).catch((error) => { // expect: silent-rescue
    console.error("feeds not queued", error.message);
  });
};

// The array holds local work only.
export const parseFeeds = async (bodies: string[]) => {
  const parsed = [] as Promise<unknown>[];
  for (const body of bodies) {
    parsed.push(Promise.resolve().then(() => JSON.parse(body)));
  }
  Promise.all(parsed).catch((error) => {
    console.error("feeds not parsed", error.message);
  });
};

export const sendFeed = async (entry: any, queueUrl: string) => {
  const pending = sqs.sendMessage({ ...entry, QueueUrl: queueUrl }).promise();
  pending.catch((error) => { // expect: silent-rescue
    console.error("feed not queued", error.message);
  });
};
