// An entry script patches the shared axios for its own run: no other module
// imports it, so the program that runs the workers never loads the patch
// (round 52 sciety: the legacy ingest script's axiosRetry(axios) does not
// reach the web app's calls).
import axios from "axios";
import axiosRetry, { exponentialDelay } from "axios-retry";

axiosRetry(axios, { retries: 5, retryDelay: exponentialDelay });

const main = async () => {
  const response = await axios.get("https://ingest.example.org/feeds");
  console.log(response.data.length);
};

void main();
