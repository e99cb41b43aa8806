const Bot = require('../models/bot');

// A lookup wrapped in a promise. The error branch loses the cause (high);
// the branches that reject on a tested condition (no record, a setting) have
// no status or response to lose (medium).
function loadBot(id) {
  return new Promise((resolve, reject) => {
    Bot.findById(id, (err, bot) => {
      if (err) {
        return reject(null); // expect: bare-reject
      }
      if (!bot) {
        return reject(null); // expect: bare-reject@medium
      }
      if (bot.engine !== 'ai') {
        return reject(); // expect: bare-reject@medium
      }
      resolve(bot);
    });
  });
}

// A timer that gives up, and an error event: failures (high).
function waitForBot(emitter, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(), ms); // expect: bare-reject
    emitter.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
    emitter.once('error', () => reject()); // expect: bare-reject
  });
}

module.exports = { loadBot, waitForBot };
