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

// Read for each configured device, each round of the loop below.
const readTemperature = async (address) => {
  const response = await axios.get(`http://${address}/temperature.json`, { timeout: 10000 }); // expect: missing-retry@medium
  return response.data;
};

const main = async (address, others, store) => {
  await store.save(await registerDevice(address));
  while (true) {
    await store.save(await readStatus(address));
    for (let i = 0; i < others.length; i++) {
      await store.save(await readTemperature(others[i]));
    }
    await delay(3000);
  }
};

main(process.env.DEVICE_ADDRESS, (process.env.OTHERS || '').split(','), require('./store'));
