import { Store } from "./store";

export class Source {
  constructor(private readonly store: Store) {}

  async fetchTemplate(templateId: string) {
    const body = await this.store.readBody(`templates/${templateId}.docx`);
    return body;
  }
}
