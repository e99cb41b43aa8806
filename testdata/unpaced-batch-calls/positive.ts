import axios from 'axios';

export async function pushSites(sites: { id: string }[]) {
  for (const site of sites) { // expect: unpaced-batch-calls
    await axios.post(`https://geo.example.com/sites/${site.id}/area`);
  }
}

export async function refreshAll(ids: string[], geoService: { area(id: string): Promise<void> }) {
  for (const id of ids) { // expect: unpaced-batch-calls@medium
    await geoService.area(id);
  }
}
