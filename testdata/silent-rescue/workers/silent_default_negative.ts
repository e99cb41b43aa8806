export function callbackHost(raw: string): string | undefined {
  try {
    return new URL(raw).hostname.toLowerCase();
  } catch (err) {
    throw new Error(`invalid callback URL ${raw}`, { cause: err });
  }
}
