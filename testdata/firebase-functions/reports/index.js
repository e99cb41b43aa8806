// Required by nothing that runs unattended: whoever calls it sees the
// empty answer.
const { putObject } = require('../utils/storage');

exports.saveReport = async (report) => {
  try {
    await putObject(report.url, report.body);
  } catch (err) { // expect: silent-rescue@medium
    console.error('report upload failed', err);
    return;
  }
};
