// A caller that logs only its own message: where the callee already logged
// the error, the cause is in the log (medium); where it did not, high.
import { QuietStore, TableStore } from './table-store';

export class AlarmHistory {
  private readonly store = new TableStore();
  private readonly quiet = new QuietStore();

  async record(entry: Record<string, any>): Promise<void> {
    try {
      await this.store.put('alarm-history', entry);
    } catch { // expect: silent-rescue@medium
      console.error('Failed to record the alarm entry');
    }
  }

  async recordQuietly(entry: Record<string, any>): Promise<void> {
    try {
      await this.quiet.put('alarm-history', entry);
    } catch { // expect: silent-rescue
      console.error('Failed to record the alarm entry');
    }
  }
}
