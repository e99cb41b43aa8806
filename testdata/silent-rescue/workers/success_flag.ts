// A boolean that answers only "sent" or "failed" (the sender returns `true` on
// every other path): the caller learns that the call failed, never why (high).
import axios from 'axios';

export class ChatAgent {
  constructor(private readonly enabled: boolean, private readonly url: string) {}

  async notify(text: string): Promise<boolean> {
    if (!this.enabled) {
      return true;
    }
    try {
      await axios.post(this.url, { text });
    } catch (e) { // expect: silent-rescue
      console.error('chat notification failed', e.message);
      return false;
    }
    return true;
  }

  // A genuine `false` exists (the recipient opted out): a failure reads as
  // the same answer.
  async deliver(text: string, optedOut: boolean): Promise<boolean> {
    if (optedOut) {
      return false;
    }
    try {
      await axios.post(this.url, { text });
    } catch (e) { // expect: silent-rescue
      console.error('chat notification failed', e.message);
      return false;
    }
    return true;
  }

  // The callback's `false` goes into a fan-out whose results nobody reads.
  async broadcast(text: string, rooms: string[]): Promise<void> {
    await Promise.all(
      rooms.map(async (room) => {
        try {
          await axios.post(this.url, { room, text });
        } catch (e) { // expect: silent-rescue@medium
          console.error('room notification failed', e.message);
          return false;
        }
        return true;
      }),
    );
  }
}
