// A client held through a parameter default configured with axios-retry:
// the calls are retried.
import axios from 'axios';
import axiosRetry from 'axios-retry';

const retrying = axios.create({ baseURL: process.env.PAGES_URL });
axiosRetry(retrying, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

export class RetryingPagePusher {
  private conn: any;
  constructor(conn = retrying) {
    this.conn = conn;
  }
  async push(slug: string, body: unknown) {
    await this.conn.put(`/pages/${slug}`, body);
  }
}
