const fetch = require('node-fetch');

const putObject = async (url, body) => {
  const response = await fetch(url, { method: 'PUT', body }); // expect: missing-retry@medium
  if (!response.ok) throw new Error(`upload failed with ${response.status}`);
};

module.exports = { putObject };
