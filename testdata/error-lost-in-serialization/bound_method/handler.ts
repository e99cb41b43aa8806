import { RestClient } from './rest_client';

export async function handler(accountId: string) {
  const client = new RestClient('https://billing.example.com');
  try {
    return await client.get(`accounts/${accountId}`);
  } catch (error) {
    throw new Error(`Error fetching account ${accountId}: ${JSON.stringify(error)}`); // expect: error-lost-in-serialization
  }
}
