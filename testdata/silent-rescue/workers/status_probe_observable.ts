// NestJS's HttpService returns an observable; `lastValueFrom` turns it into a
// promise of the response. Read only for its status, the response answers a
// yes/no question, and a failure to reach the site is the same answer
// (medium). Where the body is the answer, a failure is no empty body (high).
import { HttpService } from "@nestjs/axios";
import { Logger } from "@nestjs/common";
import { lastValueFrom } from "rxjs";

export class SiteChecks {
  private readonly logger = new Logger(SiteChecks.name);

  constructor(private readonly http: HttpService) {}

  async hasCustomNotFoundPage(url: string): Promise<boolean> {
    try {
      const resp = await lastValueFrom(this.http.get(url, { validateStatus: () => true }));
      return resp.status === 404;
    } catch (error) { // expect: silent-rescue@medium
      this.logger.error(`probe of ${url} failed: ${error.message}`);
      return false;
    }
  }

  async robotsText(url: string): Promise<string | null> {
    try {
      const resp = await lastValueFrom(this.http.get(`${url}/robots.txt`));
      return resp.data;
    } catch (error) { // expect: silent-rescue
      this.logger.error(`robots.txt of ${url} failed: ${error.message}`);
      return null;
    }
  }
}
