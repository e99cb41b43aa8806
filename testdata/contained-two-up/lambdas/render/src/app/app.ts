import { Source } from "../infra/source";

export class App {
  constructor(private readonly source: Source, private readonly logger: Console) {}

  async render(templateId: string) {
    try {
      const template = await this.source.fetchTemplate(templateId);
      return { template, status: "rendered" };
    } catch (error) {
      this.logger.error("render failed", error);
      return { status: "not-rendered" };
    }
  }
}
