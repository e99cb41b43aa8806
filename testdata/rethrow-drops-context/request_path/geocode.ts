// No job, worker, consumer or retry logic above it (see geocode.py): medium.
import axios from 'axios';

export async function geocode(address: string) {
  try {
    const res = await axios.get('https://geo.example.com/v1/search', { params: { q: address } });
    return res.data;
  } catch (err: any) {
    throw new Error(err.message); // expect: rethrow-drops-context@medium
  }
}
