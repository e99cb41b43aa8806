// A remote call guarded by a handler whose comment says the failure is tolerated ("best effort"): medium.
import axios from 'axios';

export async function pingPresence(userId: string) {
  try {
    await axios.put(`https://presence.example.com/users/${userId}`, { online: true });
  } catch (e) { // best effort, ignore // expect: silent-rescue@medium
  }
}
