import axios from 'axios';

// One module defines this class: the worker that calls it reaches it, so
// the missing retry is reported at high even though nothing marks the
// project as a service.
export class AuditMirrorService {
  async push(id: string) {
    return axios.put(`https://audit.example.com/entries/${id}`); // expect: missing-retry
  }
}
