// A device status poller: an endless loop reads the status, waits and reads
// it again. The next round is the retry of a failed read.
const axios = require('axios');
const delay = require('delay');

const readStatus = async (address) => {
  const response = await axios.get(`http://${address}/status.json`, { timeout: 10000 }); // expect: missing-retry@medium
  return response.data;
};

// Called once per run, outside any loop: nothing calls it again.
const registerDevice = async (address) => {
  const response = await axios.get(`http://${address}/identity.json`, { timeout: 10000 }); // expect: missing-retry
  return response.data;
};

const main = async (address, store) => {
  await store.save(await registerDevice(address));
  while (true) {
    await store.save(await readStatus(address));
    await delay(3000);
  }
};

main(process.env.DEVICE_ADDRESS, require('./store'));
