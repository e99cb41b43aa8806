// A CommonJS module whose export is the function itself: the workers that
// require it run it unattended, where nobody sends the e-mail again.
const { NotifyClient } = require('notifications-node-client')

module.exports = (templateId, emailAddress, personalisation) => {
  const client = new NotifyClient(process.env.NOTIFY_API_KEY)
  return client.sendEmail(templateId, emailAddress, { personalisation }) // expect: missing-retry
}
