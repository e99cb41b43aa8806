'use strict'

const axios = require('axios')

const chargeApi = axios.create({ baseURL: process.env.CHARGE_API_URL, timeout: 30000 })

// Run by a job, and no job retry was found: high.
const rebillInvoice = async batchId => {
  const { data } = await chargeApi.get(`/bill-runs/${batchId}/invoices`) // expect: missing-retry
  return data
}

module.exports = { rebillInvoice }
