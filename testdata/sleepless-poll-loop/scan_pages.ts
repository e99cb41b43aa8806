// Pagination, not a poll: each round sends the key the previous page
// returned (`params.ExclusiveStartKey`), so the requests differ.
import { DynamoDBClient, ScanCommand, ScanCommandInput } from '@aws-sdk/client-dynamodb';

export const fullScan = async (ddb: DynamoDBClient, tableName: string) => {
  const rows: unknown[] = [];
  let lastEvaluatedKey: Record<string, unknown> | undefined = undefined;
  const params = { TableName: tableName } as ScanCommandInput;
  do {
    const data = await ddb.send(new ScanCommand(params));
    rows.push(...(data.Items ?? []));
    lastEvaluatedKey = data.LastEvaluatedKey;
    params.ExclusiveStartKey = data.LastEvaluatedKey;
  } while (!!lastEvaluatedKey);
  return rows;
};
