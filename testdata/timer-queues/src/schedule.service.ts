import { Injectable } from '@nestjs/common';
import { Cron, Interval } from '@nestjs/schedule';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { TaskTitle } from './task-title';
import { MirrorClient } from './mirror.client';

@Injectable()
export class ScheduleService {
  constructor(
    @InjectQueue('tasks') private readonly tasks: Queue,
    private readonly mirror: MirrorClient,
  ) {}

  // The timer only enqueues: the processor runs the work on each tick.
  @Interval(30000)
  async syncRevisions() {
    await this.tasks.add(TaskTitle.SYNC_REVISIONS, {});
  }

  // The timer runs the work itself.
  @Cron('0 * * * *')
  async refreshMirror() {
    await this.mirror.refresh();
  }
}
