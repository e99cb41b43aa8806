// A server-side client library: its callers get one 503 as a failure.
export async function fetchInvoice(baseUrl: string, id: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}/v1/invoices/${id}`); // expect: missing-retry@medium
  return res.json();
}
