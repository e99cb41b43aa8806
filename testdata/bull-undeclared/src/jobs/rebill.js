'use strict'

const rebillService = require('../services/rebill-service')

const JOB_NAME = 'billing.rebill'

// `attempts` is a BullMQ option, but the project declares no BullMQ (nor
// Bull): nothing says these options make the job run again.
const createMessage = batchId => ([
  JOB_NAME,
  { batchId },
  { jobId: `${JOB_NAME}.${batchId}`, attempts: 6 }
])

const handler = async job => {
  await rebillService.rebillInvoice(job.data.batchId)
}

exports.jobName = JOB_NAME
exports.createMessage = createMessage
exports.handler = handler
