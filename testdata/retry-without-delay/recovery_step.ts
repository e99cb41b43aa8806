import axios from 'axios';

class NotInChannel extends Error {}

// Joins the channel (a remote call of its own) before posting again: a
// recovery step, not a blind repeat (medium).
export async function postMessage(channel: string, text: string): Promise<unknown> {
  try {
    return await axios.post('https://chat.example.com/api/chat.postMessage', { channel, text });
  } catch (err) {
    if (err instanceof NotInChannel) {
      await axios.post('https://chat.example.com/api/conversations.join', { channel });
      return postMessage(channel, text); // expect: retry-without-delay@medium
    }
    throw err;
  }
}

// Called again at once with nothing done in between (high).
export async function postNotice(channel: string, text: string): Promise<unknown> {
  try {
    return await axios.post('https://chat.example.com/api/chat.postMessage', { channel, text });
  } catch (err) {
    return postNotice(channel, text); // expect: retry-without-delay
  }
}
