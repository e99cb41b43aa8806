const sendNotification = require('../notify/send-notification')

module.exports.execute = function (task) {
  return sendNotification('reminder-template', task.emailAddress, { reference: task.reference })
}
