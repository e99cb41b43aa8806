import got from 'got';
import axios from 'axios';

// A field holding a client package's own default instance, handed over as
// it is: its calls are that package's calls. got's default retry leaves a
// POST out, so the POST through the field is sent once.
export class Exporter {
  private http: any;
  private api: any;

  constructor() {
    this.http = got;
    this.api = axios;
  }

  async push(batch: object[]): Promise<void> {
    await this.http.post('https://ingest.example.com/v1/batch', { json: batch }); // expect: missing-retry@medium
  }

  async read(id: string): Promise<object> {
    // got retries a GET by default.
    return this.http.get(`https://ingest.example.com/v1/batch/${id}`).json();
  }

  async status(id: string): Promise<object> {
    const res = await this.api.get(`https://ingest.example.com/v1/status/${id}`); // expect: missing-retry@medium
    return res.data;
  }
}
