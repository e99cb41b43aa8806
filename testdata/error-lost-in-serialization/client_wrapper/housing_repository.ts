// Catches around calls of a project client method: where the method passes
// axios's errors on unchanged, the caught error is an AxiosError, whose
// `toJSON()` keeps message, code and status (round 45 H1-H4: medium); where
// it throws its own plain Error, the string is `{}` (high).
import { CmsClient } from './cms_client';

export class HousingRepository {
  constructor(private readonly cms: CmsClient) {}

  public async purge(ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.cms.remove('/housing-ads', id);
      } catch (error) {
        console.error({ msg: `housing ad ${id} not deleted`, extra: { error: JSON.stringify(error) } }); // expect: error-lost-in-serialization@medium
      }
    }
  }

  public async release(ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.cms.publish('/housing-ads', id);
      } catch (error) {
        console.error({ msg: `housing ad ${id} not published`, extra: { error: JSON.stringify(error) } }); // expect: error-lost-in-serialization
      }
    }
  }
}
