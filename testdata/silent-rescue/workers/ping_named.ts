// A remote call guarded by a handler whose comment says the failure is tolerated ("best effort"): medium.
import axios from 'axios';

export async function pingPresence(userId: string) {
  try {
    await axios.put(`https://presence.example.com/users/${userId}`, { online: true });
  } catch (e) { // best effort, ignore // expect: silent-rescue@medium
  }
}

// The comment says why the failure is only logged: it must not stop the worker.
export async function refreshEmbeddings(barrierId: string) {
  try {
    await axios.post(`https://embeddings.example.com/barriers/${barrierId}`);
  } catch (e: any) { // expect: silent-rescue@medium
    // we don't want a failed refresh to crash the worker, so only log the message
    console.error(e.message);
  }
}
