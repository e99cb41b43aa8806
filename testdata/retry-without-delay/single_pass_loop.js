// A retry loop whose budget is one attempt never sends the work again.
const axios = require('axios');

async function send(url, body) {
  let attempt = 0;
  let sent = false;
  while (!sent && attempt < 1) {
    try {
      await axios.post(url, body);
      sent = true;
    } catch (err) {
      attempt++;
    }
  }
  return sent;
}

async function sendTwice(url, body) {
  let attempt = 0;
  let sent = false;
  while (!sent && attempt < 2) { // expect: retry-without-delay
    try {
      await axios.post(url, body);
      sent = true;
    } catch (err) {
      attempt++;
    }
  }
  return sent;
}

module.exports = { send, sendTwice };
