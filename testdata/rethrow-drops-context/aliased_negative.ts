// Twin: cause or status carried.
import axios, { AxiosError } from 'axios';

export class MapsApi {
  private base = 'https://maps.example.com';

  async geocode(address: string) {
    try {
      return (await axios.get(`${this.base}/geocode`, { params: { q: address } })).data;
    } catch (e) {
      const err = e as AxiosError;
      throw new Error(`geocode failed: ${err.message}`, { cause: err });
    }
  }

  async tiles(z: number) {
    try {
      return (await axios.get(`${this.base}/tiles/${z}`)).data;
    } catch (e: any) {
      const status = e.response?.status;
      throw new MapsError(`tiles failed (${status}): ${e.response ? JSON.stringify(e.response.data) : e.message}`, status);
    }
  }
}

export class MapsError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}
