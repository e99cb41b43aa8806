import axios from 'axios';

// Called only from a Vue component (src/components/Uploader.vue): the person
// using the page sees the failure and can click again.
export async function removeUpload(name: string) {
  const res = await axios.delete(`https://store.example.com/uploads/${name}`); // expect: missing-retry@medium
  return res.data;
}

// Named nowhere in the project, not even by a component: dead, or run by
// hand; no job is known to run it.
export async function purgeOrphanUploads() {
  const res = await axios.get('https://store.example.com/orphans'); // expect: missing-retry@medium
  return res.data;
}
