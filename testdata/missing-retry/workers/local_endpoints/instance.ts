// The instance metadata service answers on the host itself, through a URL
// constant; a sidecar answers on localhost. Neither is a remote dependency.
export const METADATA_URL = 'http://169.254.169.254';

export async function instanceRegion(token: string): Promise<string> {
  const res = await fetch(`${METADATA_URL}/latest/meta-data/placement/region`, {
    headers: { 'X-aws-ec2-metadata-token': token },
  });
  return res.text();
}

export async function sidecarConfig(): Promise<unknown> {
  const res = await fetch('http://localhost:15000/config_dump');
  return res.json();
}

// Only a fallback is local: in production the address comes from the
// environment and is remote.
const API_URL = process.env.API_URL || 'http://localhost:3000';

export async function loadAccounts(): Promise<unknown> {
  const res = await fetch(`${API_URL}/accounts`); // expect: missing-retry
  return res.json();
}
