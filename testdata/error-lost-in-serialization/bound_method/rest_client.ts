// A REST client whose verbs go through a logging wrapper that is handed a
// bound method (`this.send.bind(this)`): the verbs make the request the
// bound method makes.
import { logger } from './logger';

export class RestClient {
  constructor(private readonly baseUrl: string) {}

  async get(path: string): Promise<unknown> {
    return await this.sendWithLogging(path)(path, 'GET');
  }

  sendWithLogging = (label: string) => logger.wrapFn(this.send.bind(this), label);

  protected async send(path: string, method: string): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}/${path}`, { method });
    if (!response.ok) {
      throw new Error(`${method} ${path} failed with ${response.status}`);
    }
    return response.json();
  }
}
