import axios from "axios";

export class IdentityClient {
  constructor(private readonly baseUrl: string) {}

  async verify(token: string) {
    const res = await axios.post(`${this.baseUrl}/verify`, { token }); // expect: missing-retry@medium
    return res.data;
  }
}

export class Clock {
  now(): number {
    return Date.now();
  }
}
