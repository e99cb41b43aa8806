// The same list with no other path for throttling: a 429 fails at once.
import axios from 'axios';

const RETRIABLE_HTTP_CODES = [502, 504, 520]; // expect: retry-skips-throttling

export async function sendSms(payload: unknown, attempt = 0): Promise<string> {
  try {
    await axios.post('https://sms.example.org/v1/send', payload);
    return 'SENT';
  } catch (error: any) {
    if (RETRIABLE_HTTP_CODES.includes(error.response?.status) && attempt < 3) {
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
      return sendSms(payload, attempt + 1);
    }
    return 'ERROR';
  }
}
