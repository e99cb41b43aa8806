import { LinksClient } from './links.client';

export class NoticesService {
  constructor(private readonly links: LinksClient, private readonly logger: { error(m: string): void }) {}

  async compose(url: string) {
    const short = await this.links.shorten(url).catch((err) => {
      this.logger.error(JSON.stringify(err)); // expect: error-lost-in-serialization@medium
      throw new Error('link service unavailable');
    });
    const long = await this.links.expand(short).catch((err) => {
      this.logger.error(JSON.stringify(err)); // expect: error-lost-in-serialization
      throw new Error('link service unavailable');
    });
    return { short, long };
  }
}
