// An optimistic-concurrency loop: it goes round only when the conditional
// write lost to another writer (DynamoDB's ConditionalCheckFailedException),
// reads the item again and writes at once. Every other failure ends it.
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";

const client = DynamoDBDocumentClient.from(new (require("@aws-sdk/client-dynamodb").DynamoDBClient)({}));

function isConditionalCheckFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as any).name === "ConditionalCheckFailedException";
}

export async function toggleFlag(id: string, enabled: boolean) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const current = await client.send(new GetCommand({ TableName: "flags", Key: { id } }));
      const version = current.Item?.version ?? 0;
      await client.send(
        new UpdateCommand({
          TableName: "flags",
          Key: { id },
          UpdateExpression: "SET enabled = :e, version = :next",
          ConditionExpression: "version = :v",
          ExpressionAttributeValues: { ":e": enabled, ":v": version, ":next": version + 1 },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) {
        continue;
      }
      console.error("toggle failed", error);
      return false;
    }
  }
  return false;
}
