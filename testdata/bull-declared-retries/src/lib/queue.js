'use strict'

// The queue library is imported here only; each job module keeps its own
// job options (`createMessage` below) without naming the library.
const { Queue, Worker } = require('bullmq')

const start = (job) => {
  const queue = new Queue(job.jobName)
  const worker = new Worker(job.jobName, job.handler)
  return { queue, worker, add: (...message) => queue.add(...message) }
}

module.exports = { start }
