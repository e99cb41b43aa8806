// Code known as retry code only because it names a `retryable` field: the
// test is stored in an error description for whoever reads it later, and
// nothing here retries on it (medium).
interface ApiErrorDetail {
  message: string;
  statusCode: number | null;
  retryable: boolean;
}

export function describeApiError(statusCode: number | null, fallback: string): ApiErrorDetail {
  if (statusCode) {
    return {
      message: `${fallback} HTTP ${statusCode}.`,
      statusCode,
      retryable: statusCode >= 500, // expect: retry-skips-throttling@medium
    };
  }
  return { message: fallback, statusCode: null, retryable: true };
}

// The same test deciding a retry loop's next attempt (high).
export async function fetchWithRetry(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url);
    if (res.status >= 500 && attempt < 3) { // expect: retry-skips-throttling
      await new Promise((r) => setTimeout(r, 2 ** attempt * 1000));
      continue;
    }
    return res;
  }
}
