// The project's axios instance, exported under the package's own name
// (round 91: Jellystat's `module.exports = { axios: axios_instance }`).
const axios = require("axios");
const https = require("https");

const axiosInstance = axios.create({ httpsAgent: new https.Agent({ keepAlive: true }) });

module.exports = {
  axios: axiosInstance,
};
