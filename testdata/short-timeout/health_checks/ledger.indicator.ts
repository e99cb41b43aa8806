// A Terminus health indicator (round 47 H2 shape): the class extends the
// framework's indicator, so a failed request is the status it reports.
// Medium. The same budget in a client class is high.
import axios from 'axios';
import { HealthIndicator, HealthIndicatorResult } from '@nestjs/terminus';

export class LedgerIndicator extends HealthIndicator {
  async ledgerStatus(key: string): Promise<HealthIndicatorResult> {
    await axios.get('https://ledger.example.com/ping', { timeout: 500 }); // expect: short-timeout@medium
    return this.getStatus(key, true);
  }
}

export class LedgerClient {
  async postEntry(entry: object) {
    return axios.post('https://ledger.example.com/entries', entry, { timeout: 500 }); // expect: short-timeout
  }
}
