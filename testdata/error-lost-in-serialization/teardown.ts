// A failure to close a connection that is going away: its `{}` loses
// little (medium). The same log around the work itself stays high.
import { Client } from 'irc-upstream';
import { logger } from './logger';

export class Session {
  private idle?: ReturnType<typeof setTimeout>;

  constructor(private readonly client: Client, private readonly url: string) {}

  scheduleIdleDisconnect(seconds: number) {
    this.idle = setTimeout(() => {
      this.disconnect('idle').then(() => {
        logger.info('idle session closed');
      }).catch((e) => {
        logger.error('Error when disconnecting: %s', JSON.stringify(e)); // expect: error-lost-in-serialization@medium
      });
    }, seconds * 1000);
  }

  async disconnect(reason: string) {
    return fetch(`${this.url}/sessions/close?reason=${reason}`, { method: 'POST' });
  }

  register(nick: string) {
    fetch(`${this.url}/sessions/register`, { method: 'POST', body: nick }).then(() => {
      logger.info('registered');
    }).catch((e) => {
      logger.error('Error when registering: %s', JSON.stringify(e)); // expect: error-lost-in-serialization
    });
  }
}
