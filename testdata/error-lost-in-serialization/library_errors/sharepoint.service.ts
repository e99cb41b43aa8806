// A document-store client whose public methods turn every failure into the
// web framework's own exception (`HttpException` keeps `response`, `status`
// and `message` as own fields), except `fileBody`, which lets the native
// `fetch` failure (a plain `TypeError`) through.
import { HttpException, HttpStatus } from '@nestjs/common';

export class SharepointService {
  constructor(private readonly siteUrl: string) {}

  private async listFolder(folder: string, token: string): Promise<string[]> {
    const response = await fetch(`${this.siteUrl}/drives/root:/${folder}:/children`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { value: { name: string }[] };
    return body.value.map((entry) => entry.name);
  }

  async folderFiles(folder: string, token: string): Promise<string[]> {
    try {
      return await this.listFolder(folder, token);
    } catch (e) {
      if (e instanceof HttpException) {
        throw e;
      }
      throw new HttpException(
        { code: 'FOLDER_FAILED', detail: `could not list ${folder}` },
        HttpStatus.INTERNAL_SERVER_ERROR,
      );
    }
  }

  // A built-in class tested with `instanceof` (`TypeError`) is a plain
  // error: thrown on unchanged, it reaches the caller as `{}`.
  async folderNames(folder: string, token: string): Promise<string[]> {
    try {
      return await this.listFolder(folder, token);
    } catch (e) {
      if (e instanceof TypeError) {
        throw e;
      }
      throw new HttpException({ code: 'FOLDER_FAILED' }, HttpStatus.BAD_GATEWAY);
    }
  }

  async fileBody(id: string, token: string): Promise<string> {
    const response = await fetch(`${this.siteUrl}/drives/items/${id}/content`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.text();
  }
}
