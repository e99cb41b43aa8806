import { RestClient } from './rest-client';

// Adds only a constructor: every request is the base class's.
export class LedgerClient extends RestClient {
  static create() {
    return new LedgerClient('https://ledger.example.com');
  }
}
