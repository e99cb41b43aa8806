// Twin: the failures are logged and passed on.
import axios from 'axios';

const notifications = axios.create({ baseURL: 'https://notify.example.com' });

export async function subscribeFacility(facilityKey: string): Promise<boolean> {
  try {
    await notifications.post('/api/v1/subscriptions', { facilityKey });
    return true;
  } catch (e) {
    console.error('subscription failed', e);
    throw e;
  }
}

export async function touchRecipe(recipeId: string): Promise<void> {
  await notifications.put(`/api/v1/recipes/${recipeId}/touch`).catch((e) => {
    console.error(e);
    throw e;
  });
}
