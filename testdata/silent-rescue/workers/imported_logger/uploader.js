// Log functions imported by name from a logging module: calling one only
// logs, whatever it is called (`error` here is a logger, not a callback).
const { info, error } = require('firebase-functions/logger');
const { failure } = require('../../lib/logger');
const { notifyFailure } = require('./notify');
const fetch = require('node-fetch');

async function putObject(url, body) {
  const response = await fetch(url, { method: 'PUT', body });
  if (!response.ok) throw new Error(`upload failed with ${response.status}`);
}

exports.uploadAudio = async (snap) => {
  try {
    info('uploading');
    await putObject(snap.url, snap.body);
  } catch (err) { // expect: silent-rescue
    error('upload failed', { item: snap.id, err });
    return;
  }
};

exports.uploadCover = async (snap) => {
  try {
    await putObject(snap.coverUrl, snap.cover);
  } catch (err) { // expect: silent-rescue
    failure(`cover upload failed: ${err.message}`);
  }
};

// Handed to a function of the project that is not a logger: passed on.
exports.uploadTranscript = async (snap) => {
  try {
    await putObject(snap.transcriptUrl, snap.transcript);
  } catch (err) {
    notifyFailure(snap.id, err);
  }
};
