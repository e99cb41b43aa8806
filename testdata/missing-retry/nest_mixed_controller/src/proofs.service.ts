import { HttpService } from '@nestjs/axios';
import { Injectable } from '@nestjs/common';
import { lastValueFrom, map } from 'rxjs';

@Injectable()
export class ProofsService {
  constructor(private readonly httpService: HttpService) {}

  public async listProofs(threadId: string) {
    const url = `https://agent.internal/proofs?threadId=${threadId}`;
    return lastValueFrom(
      this.httpService.get(url).pipe(map((response) => response.data)), // expect: missing-retry@medium
    );
  }

  public async createProof(threadId: string) {
    return lastValueFrom(
      this.httpService.put(`https://agent.internal/proofs/${threadId}`, {}).pipe(map((r) => r.data)), // expect: missing-retry@medium
    );
  }

  public async archiveProof(proofId: string) {
    return lastValueFrom(
      this.httpService.delete(`https://agent.internal/proofs/${proofId}`).pipe(map((r) => r.data)), // expect: missing-retry
    );
  }
}
