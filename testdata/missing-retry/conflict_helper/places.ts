// The bare PUT is not "outside the file's retry helper": the helper is a
// conflict loop, so the wrapped calls have no retry either.
import axios from 'axios';
import { retryOnUpdateConflict } from './conflict';

export async function movePlace(id: string, parent: string) {
  await retryOnUpdateConflict(() => axios.put(`/places/${id}`, { parent }));
}

export async function renamePlace(id: string, name: string) {
  await retryOnUpdateConflict(() => axios.put(`/places/${id}`, { name }));
}

export async function retirePlace(id: string) {
  await axios.put(`/places/${id}`, { retired: true }); // expect: missing-retry@medium
}
