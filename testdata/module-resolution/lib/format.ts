export function formatAddress(address: string) {
  return address.trim().toLowerCase();
}
