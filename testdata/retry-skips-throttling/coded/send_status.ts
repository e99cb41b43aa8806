// The service names throttling by its own error code (`rate_limit`): the
// file answers it on its own path, and the status list beside it covers the
// gateway errors only.
import axios from 'axios';

const RETRIABLE_HTTP_CODES = [502, 504, 520]; // expect: retry-skips-throttling@medium

export async function sendEmail(payload: unknown, attempt = 0): Promise<string> {
  try {
    await axios.post('https://mail.example.org/v1/send', payload);
    return 'SENT';
  } catch (error: any) {
    const code = error.response?.data?.code;
    switch (code) {
      case 'rate_limit':
        return 'RATE-LIMITED';
      default:
        if (RETRIABLE_HTTP_CODES.includes(error.response?.status) && attempt < 3) {
          await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
          return sendEmail(payload, attempt + 1);
        }
        return 'ERROR';
    }
  }
}
