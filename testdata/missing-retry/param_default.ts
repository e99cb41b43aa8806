// A client held through a parameter default (`conn = axios.create(...)`)
// is that client unless a caller injects another.
import axios from 'axios';

export class PagePusher {
  private conn: any;
  constructor(conn = axios.create({ baseURL: process.env.PAGES_URL })) {
    this.conn = conn;
  }
  async push(slug: string, body: unknown) {
    await this.conn.put(`/pages/${slug}`, body); // expect: missing-retry@medium
  }
}
