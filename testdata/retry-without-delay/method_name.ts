import axios from 'axios';

// A Worker's `fetch` method calls the global `fetch` in its handler: a bare
// name inside a method is not the method, so nothing recurses.
export default {
  async fetch(request: Request): Promise<Response> {
    try {
      const body = await request.clone().json();
      if (!body.appId) return new Response('missing app', { status: 400 });
      return fetch(request);
    } catch {
      // A body that does not parse goes through as it is.
      return fetch(request);
    }
  },
};

// A method that calls itself through `this` after a failed request: a
// recursive retry with no delay.
export class RatesClient {
  async latest(base: string): Promise<unknown> {
    try {
      const res = await axios.get(`https://rates.example.com/latest?base=${base}`);
      return res.data;
    } catch (err) {
      return this.latest(base); // expect: retry-without-delay
    }
  }
}
