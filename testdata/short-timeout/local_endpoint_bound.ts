import axios from 'axios';

const METADATA_URL = 'http://169.254.169.254/latest/';
const BILLING_URL = 'https://billing.example.com/v1/';

// The metadata endpoint is one link away: a short budget is deliberate.
export async function instanceRegion() {
  const tokenUrl = `${METADATA_URL}api/token`;
  const res = await axios.put(tokenUrl, null, { timeout: 500 });
  return res.data;
}

export class SidecarHealth {
  private base = 'http://localhost:9901';

  async ready() {
    return axios.get(`${this.base}/ready`, { timeout: 300 });
  }
}

// A remote service named through a constant: reported.
export async function invoice(id: string) {
  return axios.get(BILLING_URL + id, { timeout: 500 }); // expect: short-timeout
}
