// Same as comment_on_handler.ts, only the function is named ping*.
// A comment on the handler's own line is not an explanation.
import axios from 'axios';

export async function pingPresence(userId: string) {
  try {
    await axios.put(`https://presence.example.com/users/${userId}`, { online: true });
  } catch (e) { // best effort, ignore // expect: silent-rescue
  }
}
