import axios from 'axios';

const forum = axios.create({ baseURL: 'https://forum.example.org', timeout: 10_000 });

// Run by a job of the queue that retries three times: medium.
export default class ProfileCountService {
  public async execute(profileId: number): Promise<number> {
    const response = await forum.get(`/profiles/${profileId}`); // expect: missing-retry@medium
    return Number(response.data.posts);
  }
}
