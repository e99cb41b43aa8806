// The only caller tests the value handed back with a conditional
// expression: `null` is "no sitemap" to it, by design (medium).
import axios from 'axios';

async function fetchSitemap(url: string) {
  try {
    return await axios.get(`${url}/sitemap.xml`);
  } catch (error) { // expect: silent-rescue@medium
    console.error(`sitemap fetch failed: ${error.message}`);
    return null;
  }
}

export async function scanSite(url: string) {
  const sitemap = await fetchSitemap(url);
  const text = sitemap ? sitemap.data.toString() : '';
  return { url, sitemapLength: text.length };
}
