const logger = require('./logger');

async function handleMessage(message) {
  try {
    await dispatch(message);
  } catch (error) {
    logger.warn('dispatch failed', { error: JSON.stringify(error) }); // expect: error-lost-in-serialization
  }
}

function dispatch() {
  return Promise.resolve();
}

module.exports = { handleMessage };
