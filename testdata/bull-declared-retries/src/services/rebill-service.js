'use strict'

const axios = require('axios')

const chargeApi = axios.create({ baseURL: process.env.CHARGE_API_URL, timeout: 30000 })

// Run by a job the project's BullMQ queue retries (the package.json
// declares bullmq, the job module sets `attempts`): medium.
const rebillInvoice = async batchId => {
  const { data } = await chargeApi.get(`/bill-runs/${batchId}/invoices`) // expect: missing-retry@medium
  return data
}

module.exports = { rebillInvoice }
