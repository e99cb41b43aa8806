// Bundled by webpack with preact into a browser extension: the person
// using the popup sees a failed save and tries again.
import axios from "axios";

const baseUrl = "https://reading-list.example.com";

export async function removeLink(key) {
  return fetch(`${baseUrl}/api/links/${key}`, { method: "delete" })
    .then((res) => (res.status === 204 ? { valid: true } : Promise.reject())) // expect: bare-reject@medium
    .catch((error) => ({ valid: false, error }));
}

export async function listLinks() {
  const { data } = await axios.get(`${baseUrl}/api/links`);
  return data;
}
