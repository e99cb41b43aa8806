import axios from "axios";

export async function runRatesImporter() {
  const response = await axios.get("https://rates.example.com/daily", { timeout: 10_000 }); // expect: missing-retry@medium
  return response.data;
}
