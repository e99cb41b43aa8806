import { Injectable } from '@nestjs/common';
import axios from 'axios';

@Injectable()
export class DepotClient {
  // Run on every tick of the 30-second timer, through the queue: the next
  // tick asks again.
  async currentRevisions() {
    const res = await axios.get('https://depot.example.com/revisions/current'); // expect: missing-retry@medium
    return res.data;
  }

  // Run only when a person publishes (the controller enqueues it): a
  // transient failure loses the publication.
  async publishedRevision(id: string) {
    const res = await axios.get(`https://depot.example.com/revisions/${id}`); // expect: missing-retry
    return res.data;
  }
}
