import axios from "axios";

export const api = axios.create({ baseURL: "https://identity.example.com", timeout: 10_000 });
