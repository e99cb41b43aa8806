'use strict'

const rebillService = require('../services/rebill-service')

const JOB_NAME = 'billing.rebill'

// BullMQ runs the job again, up to six times with exponential backoff.
const createMessage = batchId => ([
  JOB_NAME,
  { batchId },
  { jobId: `${JOB_NAME}.${batchId}`, attempts: 6, backoff: { type: 'exponential', delay: 5000 } }
])

const handler = async job => {
  await rebillService.rebillInvoice(job.data.batchId)
}

exports.jobName = JOB_NAME
exports.createMessage = createMessage
exports.handler = handler
