// A function that takes the request and the response and answers through
// the response is an HTTP request handler: the person who sent the request
// sees the failure and can send it again (medium). The same request made by
// a queue consumer has nobody waiting (high).
import type { Request, Response } from 'express';

export const gifSearchHandler = () => async (req: Request, res: Response) => {
  const url = `https://gifs.example.com/search?q=${encodeURIComponent(String(req.query.q))}`;
  const response = await fetch(url); // expect: missing-retry@medium
  if (!response.ok) {
    res.status(502).send({ results: [] });
    return;
  }
  res.json(await response.json());
};

export async function warmGifCache(message: { query: string }) {
  const response = await fetch(`https://gifs.example.com/search?q=${encodeURIComponent(message.query)}`); // expect: missing-retry
  return response.json();
}
