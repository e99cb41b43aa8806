import amqp from "amqplib";
import mongoose from "mongoose";

// The retried method's name says nothing; its body opens the broker connection.
export class EventPublisher {
  private channel?: amqp.Channel;

  constructor(private readonly url: string) {}

  async init() {
    const connection = await amqp.connect(this.url);
    this.channel = await connection.createChannel();
    await this.channel.assertExchange("events", "topic", { durable: true });
  }

  async start() {
    for (let attempt = 0; attempt < 5; attempt++) { // expect: retry-without-delay
      try {
        await this.init();
        return;
      } catch (err) {
        console.warn(`broker not ready (attempt ${attempt})`, err);
      }
    }
    throw new Error("could not connect to the broker");
  }
}

export class AuditStore {
  async setup(uri: string) {
    await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000 });
  }

  async boot(uri: string) {
    for (let attempt = 1; attempt <= 10; attempt++) { // expect: retry-without-delay
      try {
        await this.setup(uri);
        break;
      } catch (e) {
        console.error("mongo connect failed", e);
      }
    }
  }
}
