// The program's axios is configured once: axios-retry patches the package's
// shared default instance, so every `import axios from "axios"` in the
// program retries (round 59 H3: a worker's `axios.get` was reported as
// having no retry).
import axios from "axios";
import axiosRetry from "axios-retry";

axiosRetry(axios, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (error) =>
    axiosRetry.isNetworkOrIdempotentRequestError(error) || error.response?.status === 429,
});

export default axios;
