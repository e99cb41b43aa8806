// A data migration kept beside the jobs: an operator runs it once
// (`yarn backfill-media`), watches it and runs it again: command-line
// code, where a missing retry is not reported.
import axios from 'axios'

const media = axios.create({ baseURL: 'https://media.example.com/api' })

export async function fileCreatedAt (path: string): Promise<number> {
  const res = await media.get(`/files/stat?path=${encodeURIComponent(path)}`)
  return res.data.ctime
}

export async function backfill (paths: string[]): Promise<void> {
  for (const p of paths) {
    console.log(p, await fileCreatedAt(p))
  }
}
