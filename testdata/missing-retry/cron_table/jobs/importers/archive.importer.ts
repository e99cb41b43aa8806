import axios from "axios";

export async function runArchiveImporter() {
  const response = await axios.get("https://archive.example.com/dump", { timeout: 10_000 }); // expect: missing-retry
  return response.data;
}
