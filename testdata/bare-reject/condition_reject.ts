import { Bot } from "../models/bot";
import { EventEmitter } from "events";

// A lookup wrapped in a promise. The error branch loses the cause (high);
// the branches that reject on a tested condition (no record, a setting) have
// no status or response to lose (medium).
export function loadBot(id: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    Bot.findById(id, (err: Error | null, bot: any) => {
      if (err) {
        return reject(null); // expect: bare-reject
      }
      if (!bot) {
        return reject(null); // expect: bare-reject@medium
      }
      if (bot.engine !== 'ai') {
        return reject(); // expect: bare-reject@medium
      }
      resolve(bot);
    });
  });
}

// A timer that gives up, and an error event: failures (high).
export function waitForBot(emitter: EventEmitter, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(), ms); // expect: bare-reject
    emitter.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
    emitter.once('error', () => reject()); // expect: bare-reject
  });
}

