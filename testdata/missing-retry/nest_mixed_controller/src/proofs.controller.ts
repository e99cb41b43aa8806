// A controller with HTTP routes beside message consumers: a routed method
// runs per request (its caller sees a failure and sends again), a consumer
// runs unattended.
import { Controller, Get, Post, Query } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { ProofsService } from './proofs.service';

@Controller()
export class ProofsController {
  constructor(private readonly proofs: ProofsService) {}

  @Get('agent-proofs')
  public async listProofs(@Query() query: { threadId: string }) {
    return this.proofs.listProofs(query.threadId);
  }

  @Post()
  public async createProof(@Query() query: { threadId: string }) {
    return this.proofs.createProof(query.threadId);
  }

  @EventPattern({ endpoint: 'proofs/accepted' })
  public async onAccepted(data: { proofId: string }) {
    return this.proofs.archiveProof(data.proofId);
  }
}
