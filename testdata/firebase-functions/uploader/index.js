const { putObject } = require('../utils/storage');

exports.createHandler = async (snap, context) => {
  try {
    await putObject(snap.data().url, snap.data().body);
  } catch (err) { // expect: silent-rescue
    console.error('upload failed', err);
    return;
  }
};
