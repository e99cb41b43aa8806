// Handlers around a resolved remote call that log the whole error and hand
// back a default: the failure is still swallowed (high, spec v3).
import axios from 'axios';

const notifications = axios.create({ baseURL: 'https://notify.example.com' });

export async function subscribeFacility(facilityKey: string): Promise<boolean> {
  try {
    await notifications.post('/api/v1/subscriptions', { facilityKey });
    return true;
  } catch (e) { // expect: silent-rescue
    console.error('subscription failed', e);
    return false;
  }
}

export async function touchRecipe(recipeId: string): Promise<void> {
  await notifications.put(`/api/v1/recipes/${recipeId}/touch`).catch(console.error); // expect: silent-rescue@medium
}
