// Unattended code (a worker directory): the status of an axios error is
// dropped before the queue's retry logic sees it (high).
import axios from 'axios';

export async function fetchTiles(id: string) {
  try {
    return (await axios.get(`https://tiles.example.com/v1/${id}`)).data;
  } catch (err: any) {
    throw new Error(`tiles failed: ${err.message}`); // expect: rethrow-drops-context
  }
}
