import axios from 'axios';

// The part uploader is handed to `map`, never called by name: it runs when
// `uploadInParts` runs, which only the upload form (browser UI) calls.
export async function uploadInParts(urls: string[], parts: Blob[]) {
  const uploadPart = async (i: number) => {
    const res = await axios.get(urls[i], { params: { size: parts[i].size } }); // expect: missing-retry@medium
    return res.headers.etag as string;
  };
  return Promise.all(urls.map((_, i) => i).map(uploadPart));
}
