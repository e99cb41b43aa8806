export abstract class RestClient {
  constructor(private readonly baseUrl: string) {}

  async get(path: string) {
    const response = await fetch(`${this.baseUrl}${path}`); // expect: missing-retry@medium
    if (!response.ok) {
      throw new Error(`GET ${path} failed: ${response.status}`);
    }
    return response.json();
  }
}
