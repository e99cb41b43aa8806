// Its caller re-wraps the message: the caught error never carried a status
// (medium).
import { fetchChannels } from './channels';
export async function listChannels(token: string) {
  try {
    return await fetchChannels(token);
  } catch (err: any) {
    throw new Error(err.message); // expect: rethrow-drops-context@medium
  }
}
