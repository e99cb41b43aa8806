import { APIGatewayProxyHandler } from 'aws-lambda';
import { DynamoDB } from 'aws-sdk';
import TicketTable from './ticket_table';

const docClient = new DynamoDB.DocumentClient();

// Every failure here is the SDK's own error, whose message, code and status
// serialise: the `{}` happens only for other errors (medium).
export const getTicket: APIGatewayProxyHandler = async (event) => {
  try {
    const item = await new TicketTable(docClient).getTicket(event.pathParameters?.id ?? '');
    return { statusCode: 200, body: JSON.stringify(item) };
  } catch (err) {
    return { statusCode: 500, body: JSON.stringify({ error: err }) }; // expect: error-lost-in-serialization@medium
  }
};

// A `fetch` failure (a TypeError) may be the one caught: `{}` (high).
export const notifyTicket: APIGatewayProxyHandler = async (event) => {
  try {
    const item = await new TicketTable(docClient).getTicketAndNotify(event.pathParameters?.id ?? '');
    return { statusCode: 200, body: JSON.stringify(item) };
  } catch (err) {
    return { statusCode: 500, body: JSON.stringify({ error: err }) }; // expect: error-lost-in-serialization
  }
};
