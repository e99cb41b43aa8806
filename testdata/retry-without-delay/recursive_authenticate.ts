import axios from 'axios';

const MAX_RETRY = 3;

export class IdentityClient {
  private retryCount = 0;
  private token = '';

  // The retry by recursion is named like a credential refresh, but it asks
  // for the same token again at once.
  async authenticateServiceAccount(): Promise<void> {
    try {
      const response = await axios.post('https://id.example.com/token', 'grant_type=client_credentials');
      this.token = response.data.access_token;
    } catch (error) {
      if (MAX_RETRY > this.retryCount) {
        this.retryCount += 1;
        await this.authenticateServiceAccount(); // expect: retry-without-delay
      } else {
        throw new Error('unable to authenticate');
      }
    }
  }

  // Logging in again before the next attempt changes what it sends.
  async listUsers(attempt = 0): Promise<unknown> {
    try {
      return (await axios.get('https://id.example.com/users', { headers: { Authorization: this.token } })).data;
    } catch (error) {
      if (attempt < 1) {
        await this.authenticateServiceAccount();
        return this.listUsers(attempt + 1);
      }
      throw error;
    }
  }
}
