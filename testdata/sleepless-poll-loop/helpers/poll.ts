// The poll waits through the project's own helper: paced, not reported.
import axios from 'axios';
import { timer } from './timer';

export async function waitForVideo(id: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await axios.get(`https://video.example.com/v1/videos/${id}`);
    if (res.data.status === 'completed') {
      return res.data;
    }
    await timer(3000);
  }
  throw new Error('video not ready');
}

export async function retryUpload(url: string, body: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await axios.put(url, body);
    } catch (err) {
      await timer(5000 * (attempt + 1));
    }
  }
}
