import amqp from "amqplib";

// The same loop around local work: building a routing table from config.
export class RoutingTable {
  private routes = new Map<string, string>();

  constructor(private readonly config: Record<string, string>) {}

  async init() {
    for (const [key, queue] of Object.entries(this.config)) {
      this.routes.set(key, queue);
    }
  }

  async start() {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await this.init();
        return;
      } catch (err) {
        console.warn(`routing table incomplete (attempt ${attempt})`, err);
        this.routes.clear();
      }
    }
  }
}

// The broker connection retried with a backoff.
export class PacedPublisher {
  constructor(private readonly url: string) {}

  async init() {
    await amqp.connect(this.url);
  }

  async start() {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await this.init();
        return;
      } catch (err) {
        await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
      }
    }
  }
}
