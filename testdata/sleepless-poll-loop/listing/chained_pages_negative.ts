import { Storage } from '@google-cloud/storage';

const storage = new Storage();

// The page query changes every round; the bucket the call is built on does
// not. Walking pages is not polling.
export async function listAll(bucketName: string, prefix: string) {
  const names: string[] = [];
  let query: any = { prefix, autoPaginate: false };
  do {
    const [files, nextQuery] = await storage.bucket(bucketName).getFiles(query);
    query = nextQuery;
    for (const f of files) names.push(f.name);
  } while (query);
  return names;
}
