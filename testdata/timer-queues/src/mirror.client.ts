import { Injectable } from '@nestjs/common';
import axios from 'axios';

@Injectable()
export class MirrorClient {
  async refresh() {
    const res = await axios.get('https://mirror.example.com/index.json'); // expect: missing-retry@medium
    return res.data;
  }
}
