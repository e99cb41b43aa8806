// A module whose name has a dot (`mail.service`), as NestJS names them.
import axios from 'axios';

export async function lookupMailbox(address: string) {
  return axios.get(`https://mail.example.com/mailboxes/${address}`); // expect: missing-retry@medium
}
