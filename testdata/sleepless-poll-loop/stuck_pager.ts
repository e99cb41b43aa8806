// A paging loop that tests the next page's key but sends the same query
// every time: an answer with a second page loops forever.
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb'

const docClient = DynamoDBDocumentClient.from(new (require('@aws-sdk/client-dynamodb').DynamoDBClient)({}))

export async function allEntries (tableName: string, userId: string) {
  const items: unknown[] = []
  let lastEvaluatedKey: Record<string, unknown> | undefined
  const query = {
    TableName: tableName,
    KeyConditionExpression: 'user_id = :u',
    ExpressionAttributeValues: { ':u': userId },
    ExclusiveStartKey: lastEvaluatedKey,
  }
  do { // expect: sleepless-poll-loop
    const res = await docClient.send(new QueryCommand(query))
    items.push(...(res.Items ?? []))
    lastEvaluatedKey = res.LastEvaluatedKey
  } while (lastEvaluatedKey)
  return items
}
