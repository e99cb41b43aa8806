const logger = require('./logger');

async function handleMessage(message) {
  try {
    await dispatch(message);
  } catch (error) {
    // `dispatch` is local work here (medium).
    logger.warn('dispatch failed', { error: JSON.stringify(error) }); // expect: error-lost-in-serialization@medium
  }
}

function dispatch() {
  return Promise.resolve();
}

module.exports = { handleMessage };
