// A project client class: its effect summary says `verify` is outbound and
// `parse` is not. Callers in other files are judged by that, not by names.
import axios from 'axios';

export class IdentityClient {
  constructor(private readonly baseUrl: string) {}

  async verify(token: string): Promise<boolean> {
    const res = await axios.get(`${this.baseUrl}/v1/me`, { headers: { authorization: token } });
    return res.status === 200;
  }

  parse(token: string): string[] {
    return token.split('.');
  }
}

export class TokenService {
  async refresh(token: string) {
    return axios.post('/v1/refresh', { token });
  }

  decode(token: string): unknown {
    return JSON.parse(Buffer.from(token, 'base64').toString());
  }
}
