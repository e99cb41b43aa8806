import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';

const client = new DynamoDBClient({});

// Logs each failure (the error itself) before passing it on.
export class TableStore {
  async put(table: string, item: Record<string, any>): Promise<void> {
    try {
      await client.send(new PutItemCommand({ TableName: table, Item: item }));
    } catch (err) {
      console.error('Unable to write item', err);
      throw err;
    }
  }
}

// Passes failures on without logging them.
export class QuietStore {
  async put(table: string, item: Record<string, any>): Promise<void> {
    await client.send(new PutItemCommand({ TableName: table, Item: item }));
  }
}
