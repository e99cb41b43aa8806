// A task of the queue worker under `workers/tasks/`: the worker runs it,
// nobody watches it (not a command-line task directory).
import axios from 'axios'

export async function fetchPage (url: string): Promise<string> {
  const res = await axios.get(url, { timeout: 30000 }) // expect: missing-retry
  return res.data
}
