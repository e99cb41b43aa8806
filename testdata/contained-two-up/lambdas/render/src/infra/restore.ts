import { Archive } from "./archive";

// Lets the archive's failure through to the handler, which lets it through
// to the queue: the high finding stays.
export class Restore {
  constructor(private readonly archive: Archive) {}

  async restoreTemplate(templateId: string) {
    const object = await this.archive.read(`archive/${templateId}.docx`);
    return object.Body;
  }
}
