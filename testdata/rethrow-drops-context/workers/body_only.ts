// The guarded code throws its own error on `!res.ok` from the body text only:
// the error the catch sees never carried a status, so only the cause is lost
// (medium). When that branch keeps the status, the wrap drops it (high).
export async function authenticate(tokenUrl: string, body: URLSearchParams) {
  try {
    const response = await fetch(tokenUrl, { method: 'POST', body: body.toString() }); // expect: missing-retry@medium
    if (!response.ok) {
      const errorText = await response.text();
      throw new Error(`Error response from the token endpoint: ${errorText}`);
    }
    return await response.json();
  } catch (error) {
    throw new Error(`authentication failed: ${(error as Error).message}`); // expect: rethrow-drops-context@medium
  }
}

class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.statusText}`);
  }
}

export async function loadInvoice(id: string) {
  try {
    const response = await fetch(`https://billing.example.com/invoices/${id}`); // expect: missing-retry
    if (!response.ok) {
      throw new HttpError(response);
    }
    return await response.json();
  } catch (error) {
    throw new Error(`invoice ${id} failed: ${(error as Error).message}`); // expect: rethrow-drops-context
  }
}
