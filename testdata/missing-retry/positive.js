const request = require('request');
const superagent = require('superagent');
const { retryOperation } = require('./lib/retry');

function postReport(report) {
  return new Promise((resolve, reject) => {
    request({ method: 'POST', url: 'https://reports.example.com/v2', json: report }, (err, res, body) => { // expect: missing-retry@medium
      if (err) return reject(err);
      if (res.statusCode >= 300) return reject(new Error(`report rejected: ${res.statusCode}`));
      return resolve(body);
    });
  });
}

async function loadQuota(tenant) {
  const res = await superagent.get(`https://quota.example.com/tenants/${tenant}`); // expect: missing-retry
  return res.body;
}

// The helper is imported; the file wraps one `superagent` call and not the other.
async function loadPlan(tenant) {
  return retryOperation(() => superagent.get(`https://plans.example.com/${tenant}`));
}

module.exports = { postReport, loadQuota, loadPlan };
