// An SMTP reply code is not an HTTP status: `smtpResponseCode >= 500` in a
// retry decision is a permanent mail failure, and 429 means nothing there.
export function shouldRetryDelivery(err: { responseCode?: number }): boolean {
  const smtpResponseCode = Number(err.responseCode);
  if (smtpResponseCode >= 500 && smtpResponseCode !== 503) {
    return false;
  }
  return true;
}
