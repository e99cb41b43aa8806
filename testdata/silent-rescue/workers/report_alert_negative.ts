// Twins of report_alert.ts: besides logging, the handler raises an in-app
// alert for the operators: the failure is reported to someone.
import { Logger } from '@nestjs/common';

interface AlertRepository {
  create(alert: { title: string; description: string; source: string }): Promise<void>;
}

export class WebhookNotifier {
  private readonly logger = new Logger(WebhookNotifier.name);

  constructor(private readonly alerts: AlertRepository) {}

  private async logAlert(err: unknown, channel: string) {
    this.logger.error(`cannot deliver ${channel} notification`, err as Error);
    await this.alerts.create({
      title: `${channel} notification failed`,
      description: String(err).slice(0, 2000),
      source: channel,
    });
  }

  async sendSlack(url: string, payload: object) {
    try {
      await fetch(url, { method: 'POST', body: JSON.stringify(payload) });
    } catch (err) {
      await this.logAlert(err, 'slack');
    }
  }
}
