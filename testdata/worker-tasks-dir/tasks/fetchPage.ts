// A top-level `tasks/` directory holds commands a person runs: a missing
// retry is not reported there.
import axios from 'axios'

export async function fetchPage (url: string): Promise<string> {
  const res = await axios.get(url, { timeout: 30000 })
  return res.data
}
