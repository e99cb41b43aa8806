import { AsyncTask, SimpleIntervalJob, ToadScheduler } from 'toad-scheduler';
import { refreshDepartment } from '../src/refresh';

// Every toad-scheduler job repeats: what its task calls runs again on the
// following tick.
const scheduler = new ToadScheduler();
const daily = new SimpleIntervalJob(
  { hours: 24, runImmediately: false },
  new AsyncTask('refresh departments', () => refreshDepartment('CSCI'), (err: Error) => {
    console.error(err);
  }),
  { preventOverrun: true },
);
scheduler.addSimpleIntervalJob(daily);
