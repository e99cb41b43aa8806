// A job of the same project (not a migration): its fetch is high.
import axios from 'axios'

const media = axios.create({ baseURL: 'https://media.example.com/api' })

export async function refreshMedia (path: string): Promise<number> {
  const res = await media.get(`/files/stat?path=${encodeURIComponent(path)}`) // expect: missing-retry
  return res.data.ctime
}
