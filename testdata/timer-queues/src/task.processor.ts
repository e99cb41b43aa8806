import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { TaskTitle } from './task-title';
import { DepotClient } from './depot.client';

@Processor('tasks')
export class TaskProcessor extends WorkerHost {
  constructor(private readonly depot: DepotClient) {
    super();
  }

  async process(job: Job) {
    switch (job.name) {
      case TaskTitle.SYNC_REVISIONS:
        await this.depot.currentRevisions();
        break;
      case TaskTitle.PUBLISH:
        await this.depot.publishedRevision(job.data.id);
        break;
      default:
        break;
    }
  }
}
