// Nothing unattended reaches this module (see profile.py): medium.
import axios from 'axios';

export async function fetchAvatarUrl(userId: string): Promise<string | null> {
  try {
    const res = await axios.get(`https://avatars.example.com/v1/users/${userId}`);
    return res.data.url;
  } catch (e: any) { // expect: silent-rescue@medium
    console.warn(`avatar lookup failed: ${e.message}`);
    return null;
  }
}
