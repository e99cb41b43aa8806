import { SharepointService } from './sharepoint.service';

export class ArtifactsService {
  constructor(private readonly sharepoint: SharepointService) {}

  // Every error that reaches this handler is an `HttpException`, whose own
  // fields serialise: the string is not `{}`.
  async documents(folder: string, token: string): Promise<string[]> {
    try {
      return await this.sharepoint.folderFiles(folder, token);
    } catch (e) {
      console.log(`could not look up the artifact folder: ${JSON.stringify(e)}`); // expect: error-lost-in-serialization@medium
      throw e;
    }
  }

  async listing(folder: string, token: string): Promise<string> {
    try {
      const files = await this.sharepoint.folderFiles(folder, token);
      return files.join('\n');
    } catch (e) {
      return `listing unavailable: ${JSON.stringify(e)}`; // expect: error-lost-in-serialization@medium
    }
  }

  // `fileBody` passes the native `fetch` failure on: a `TypeError`, `{}`.
  async document(id: string, token: string): Promise<string> {
    try {
      return await this.sharepoint.fileBody(id, token);
    } catch (e) {
      return `document unavailable: ${JSON.stringify(e)}`; // expect: error-lost-in-serialization
    }
  }

  async names(folder: string, token: string): Promise<string> {
    try {
      return (await this.sharepoint.folderNames(folder, token)).join(', ');
    } catch (e) {
      return `names unavailable: ${JSON.stringify(e)}`; // expect: error-lost-in-serialization
    }
  }
}
