export abstract class Base {
  async get(path: string) {
    const r = await fetch(`https://x.example.com/${path}`);
    return r.json();
  }
}
