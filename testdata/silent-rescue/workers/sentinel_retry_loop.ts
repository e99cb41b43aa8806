// The caller re-assigns the value handed back inside its own retry loop and
// tests it: `null` asks for another attempt after a wait (medium). The
// variable is assigned, not declared, at the call.
import axios from 'axios';

export class ScreenshotService {
  capture = async (url: string): Promise<string | null> => {
    let image: string | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      image = await this.fetchScreenshot(url);
      if (image) break;
      await new Promise((resolve) => setTimeout(resolve, (attempt + 1) * 2000));
    }
    return image;
  };

  fetchScreenshot = async (url: string) => {
    try {
      const { data } = await axios.post('https://shots.example.com/render', { url });
      return data.url as string;
    } catch (error) { // expect: silent-rescue@medium
      return null;
    }
  };
}
