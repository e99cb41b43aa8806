import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';

const gateway = new ApiGatewayManagementApiClient({ endpoint: 'https://ws.example.com' });

// AWS SDK v3 errors keep `name`, `$fault` and `$metadata.httpStatusCode` as
// own fields: the string is not `{}` (medium).
export async function push(connectionId: string, data: string): Promise<string | null> {
  try {
    await gateway.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return null;
  } catch (error) {
    return `could not push: ${JSON.stringify(error)}`; // expect: error-lost-in-serialization@medium
  }
}

// A plain `fetch` rejects with a TypeError: `{}` (high).
export async function notify(url: string): Promise<string | null> {
  try {
    await fetch(url, { method: 'POST' });
    return null;
  } catch (error) {
    return `could not notify: ${JSON.stringify(error)}`; // expect: error-lost-in-serialization
  }
}
