// A loop whose counter is the item each pass works on (a year, a page)
// leaves a failed item behind and moves on: nothing is asked again. A
// counter that only counts attempts repeats the same request.
import axios from "axios";

export class GazetteSpider {
  async crawl(startYear: number, endYear: number) {
    const found: string[] = [];
    for (let year = endYear; year >= startYear; year--) {
      try {
        const items = await this.crawlYear(year);
        found.push(...items);
        if (items.length > 0 && items[items.length - 1] < `${startYear}`) {
          break;
        }
      } catch (error) {
        console.error(`year ${year} failed`, error);
      }
    }
    return found;
  }

  async crawlLatest(retries: number) {
    for (let i = 0; i < retries; i++) { // expect: retry-without-delay
      try {
        return await this.crawlYear(new Date().getFullYear());
      } catch (error) {
        console.error("latest failed", error);
      }
    }
    return [];
  }

  private async crawlYear(year: number): Promise<string[]> {
    const res = await axios.get(`https://gazettes.example.gov.br/ano.php?ano=${year}`, { timeout: 10_000 });
    return res.data.items;
  }
}
