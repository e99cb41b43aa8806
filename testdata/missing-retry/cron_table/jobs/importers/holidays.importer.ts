import axios from "axios";

export async function runHolidaysImporter(signal: AbortSignal) {
  const response = await axios.get("https://calendar.example.com/holidays", { timeout: 10_000, signal }); // expect: missing-retry@medium
  return response.data;
}
