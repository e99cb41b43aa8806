import axios from 'axios';

// Two modules define a class with the same name. The worker reaches one of
// them; which one, a method key (`DriveMirrorService#sync`) does not say,
// so neither is taken as reached by unattended code (medium).
export class DriveMirrorService {
  async sync(id: string) {
    return axios.get(`https://drive.example.com/files/${id}`); // expect: missing-retry@medium
  }
}
