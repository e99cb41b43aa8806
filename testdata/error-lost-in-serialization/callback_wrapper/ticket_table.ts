// A table class over the AWS SDK v2 document client: its callback-style
// calls are wrapped in promises that reject with the SDK's own error.
import { AWSError, DynamoDB } from 'aws-sdk';

export default class TicketTable {
  client: DynamoDB.DocumentClient;

  constructor(client: DynamoDB.DocumentClient) {
    this.client = client;
  }

  getTicket(id: string): Promise<unknown | AWSError> {
    return new Promise((resolve, reject) => {
      this.client.get({ TableName: 'tickets', Key: { id } }, (err, data) => {
        if (err) {
          reject(err);
        } else {
          resolve(data.Item);
        }
      });
    });
  }

  // Two clients inside one callback chain: a failure may be either's.
  getTicketAndNotify(id: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.client.get({ TableName: 'tickets', Key: { id } }, (err, data) => {
        if (err) {
          reject(err);
          return;
        }
        fetch('https://hooks.example.com/ticket', { method: 'POST' }) // expect: missing-retry@medium
          .then(() => resolve(data.Item))
          .catch(reject);
      });
    });
  }
}
