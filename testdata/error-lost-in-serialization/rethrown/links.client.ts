import axios from 'axios';

export class LinksClient {
  // Logs and rethrows the axios error itself: callers receive an AxiosError,
  // whose toJSON() keeps message, code and status.
  shorten = async (longUrl: string): Promise<string> => {
    try {
      const { data } = await axios.post('https://go.example.com/api/links', { longUrl });
      return data.shortUrl;
    } catch (e: unknown) {
      if (e instanceof Error) {
        console.error(e.message);
      }
      throw e;
    }
  };

  // Wraps the failure in a plain Error: callers receive something else.
  async expand(shortUrl: string): Promise<string> {
    try {
      const { data } = await axios.get(`https://go.example.com/api/links/${shortUrl}`);
      return data.longUrl;
    } catch (e: unknown) {
      throw new Error(`expand failed for ${shortUrl}`);
    }
  }
}
