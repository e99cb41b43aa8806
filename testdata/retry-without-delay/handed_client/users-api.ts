// The instance is handed over by the session, which configures its retries:
// a field typed `AxiosInstance` is an axios client. `createUser` turns the
// instance's retry off for its request, so the loop in create-users.ts is
// the only retry, and it does not wait.
import { AxiosInstance } from 'axios';
import Session from './session';

export class UsersApi {
  private http: AxiosInstance;

  constructor(session: Session) {
    this.http = session.axiosInstance;
  }

  async createUser(user: { name: string }): Promise<void> {
    await this.http.post('api/v3/users', user, { 'axios-retry': { retries: 0 } });
  }

  async updateUser(user: { name: string }): Promise<void> {
    await this.http.put(`api/v3/users/${user.name}`, user);
  }
}
