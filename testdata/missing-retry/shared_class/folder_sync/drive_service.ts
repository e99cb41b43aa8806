import axios from 'axios';

export class DriveMirrorService {
  async sync(id: string) {
    return axios.get(`https://drive.example.com/folders/${id}`); // expect: missing-retry@medium
  }
}
