// The HTTP call is in a same-class method; the handler rethrows the message only.
import axios from 'axios';

export class ProfileException extends Error {}

export class ProfileService {
  private async fetchProfile(id: string) {
    const res = await axios.get(`https://profiles.example.com/users/${id}`);
    return res.data;
  }

  async profile(id: string) {
    try {
      return await this.fetchProfile(id);
    } catch (error: any) {
      throw new ProfileException(error.message); // expect: rethrow-drops-context
    }
  }
}
