import axios from 'axios';

// Called only by the status page route: the visitor reloads.
export async function fetchStatuspageSummary(pageId: string) {
  const res = await axios.get(`https://api.statuspage.io/v1/pages/${pageId}/summary`); // expect: missing-retry@medium
  return res.data;
}

// Also called by the queue consumer, which does not retry.
export async function pushIncidentUpdate(pageId: string, body: unknown) {
  const res = await axios.put(`https://api.statuspage.io/v1/pages/${pageId}/incidents`, body); // expect: missing-retry
  return res.data;
}
