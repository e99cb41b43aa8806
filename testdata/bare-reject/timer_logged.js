// A command that times out: the timer's callback logs why and rejects. There
// is no caught error or response to pass on; callers lose only the reason.
function sendCommand(device, payload) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      console.log('send-command: timed out after 5 seconds');
      device.disconnect();
      reject(); // expect: bare-reject@medium
    }, 5000);
    device.on('ack', (result) => {
      clearTimeout(timer);
      resolve(result);
    });
    device.send(payload);
  });
}

// The same timer without a word in the log: nothing says what happened.
function connect(device) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      reject(); // expect: bare-reject
    }, 10000);
    device.once('ready', resolve);
  });
}

module.exports = { sendCommand, connect };
