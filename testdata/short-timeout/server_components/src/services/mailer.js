// An Express back end's mail service. It requires a helper from the
// project's `components/` directory, which is a plain server module:
// that import says nothing about the browser.
const axios = require('axios');
const log = require('../components/log')(module.filename);
const merge = require('../components/merge');

async function sendMail(message) {
  const body = { ...message, html: merge(message.template, message.values) };
  const res = await axios.post(process.env.MAIL_API_URL, body, { timeout: 1000 }); // expect: short-timeout
  log.info(`sent ${res.data.id}`);
  return res.data.id;
}

module.exports = { sendMail };
