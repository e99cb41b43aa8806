// A rate limiter hands its callback the instance the file gave it: a
// parameter typed `AxiosInstance` in a file whose only axios instance is
// built with axios-retry is that instance, and retries.
import type { AxiosInstance } from "axios";
import axios from "axios";
import axiosRetry, { exponentialDelay } from "axios-retry";

const rawClient = axios.create({ timeout: 5000, baseURL: "https://registry.example.gouv.fr" });

axiosRetry(rawClient, { retries: 3, retryDelay: exponentialDelay });

function rateLimited<T>(client: AxiosInstance) {
  return async (callback: (c: AxiosInstance) => Promise<T>) => callback(client);
}

const registryClient = rateLimited<unknown>(rawClient);

export async function getCompany(siret: string) {
  return registryClient(async (client: AxiosInstance) => {
    const response = await client.get(`companies/${siret}`);
    return response.data;
  });
}

// The library's default instance is not the one configured above.
export async function getRates(day: string) {
  const response = await axios.get(`https://rates.example.com/${day}`, { timeout: 5000 }); // expect: missing-retry@medium
  return response.data;
}
