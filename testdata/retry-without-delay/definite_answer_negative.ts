import axios from 'axios';

class NotFoundError extends Error {}

export async function removeAll(batch: string[][]): Promise<void> {
  for (let attempt = 0; attempt < 4 && batch[0].length > 0; attempt++) {
    try {
      const res = await axios.post('https://catalog.example.org/remove', { ids: batch[0] });
      if (res.status === 404) throw new NotFoundError(String(res.data.missing));
      return;
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      batch[0] = batch[0].filter((id) => id !== err.message);
    }
  }
}
