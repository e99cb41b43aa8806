import axios, { AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';

export default class Session {
  public readonly axiosInstance: AxiosInstance;

  constructor(baseURL: string) {
    this.axiosInstance = axios.create({ baseURL });
    axiosRetry(this.axiosInstance, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
  }
}
