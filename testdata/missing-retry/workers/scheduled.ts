import axios from 'axios';
import cron from 'node-cron';

// The hourly sync runs again at the next hour.
cron.schedule('0 * * * *', async () => {
  const res = await axios.get('https://status.example.org/api/v2/components.json'); // expect: missing-retry@medium
  console.log(res.data.components.length);
});

// Called once per deploy: nothing runs it again.
export async function registerDeployHook(url: string) {
  const res = await axios.get(`${url}/hooks/deploy`); // expect: missing-retry
  return res.data;
}
