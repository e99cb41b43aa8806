import { Controller, Post, Param } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { TaskTitle } from './task-title';

@Controller('publish')
export class PublishController {
  constructor(@InjectQueue('tasks') private readonly tasks: Queue) {}

  @Post(':id')
  async publish(@Param('id') id: string) {
    await this.tasks.add(TaskTitle.PUBLISH, { id });
  }
}
