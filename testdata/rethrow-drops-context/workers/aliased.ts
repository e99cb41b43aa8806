// The caught error is cast or its message is stored before the rethrow.
import axios, { AxiosError } from 'axios';

export class MapsApi {
  private base = 'https://maps.example.com';

  async geocode(address: string) {
    try {
      return (await axios.get(`${this.base}/geocode`, { params: { q: address } })).data;
    } catch (e) {
      const err = e as AxiosError;
      throw new Error(`geocode failed: ${err.message}`); // expect: rethrow-drops-context
    }
  }

  async route(from: string, to: string) {
    try {
      return (await axios.post(`${this.base}/routes`, { from, to })).data;
    } catch (e: any) {
      const msg = e.message;
      throw new MapsError(msg); // expect: rethrow-drops-context
    }
  }

  async tiles(z: number) {
    try {
      return (await axios.get(`${this.base}/tiles/${z}`)).data;
    } catch (e: any) {
      throw new MapsError(e.response ? JSON.stringify(e.response.data) : e.message); // expect: rethrow-drops-context
    }
  }
}

export class MapsError extends Error {}
