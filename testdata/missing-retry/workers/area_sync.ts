// Unattended code (a worker): a raw PUT whose failure is rethrown without its
// status or cause is high.
import axios from 'axios';

export async function pushArea(id: string, body: unknown) {
  try {
    await axios.put(`https://geo.example.com/v1/areas/${id}`, body); // expect: missing-retry
  } catch (e: any) {
    throw new Error(e.message); // expect: rethrow-drops-context
  }
}
