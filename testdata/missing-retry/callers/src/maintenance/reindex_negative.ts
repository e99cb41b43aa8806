import axios from 'axios';

// Run by hand (`ts-node src/maintenance/reindex_negative.ts`): the person who
// runs it sees a failure and runs it again.
async function reindexAll(base: string) {
  const { data } = await axios.get(`${base}/admin/indexes`);
  for (const name of data.indexes) {
    await axios.post(`${base}/admin/indexes/${name}/rebuild`);
  }
}

if (require.main === module) {
  reindexAll(process.argv[2]).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
