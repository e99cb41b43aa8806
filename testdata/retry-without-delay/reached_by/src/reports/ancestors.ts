// Retried at once on any failure, but every caller in other files is a
// script an operator runs (bin/): one watched run, not a fleet hammering
// the taxonomy service.
import axios from "axios";

export async function fetchAncestors(id: string): Promise<string[]> {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
    try {
      const response = await axios.get(`https://taxonomy.example.org/nodes/${id}/ancestors`, { timeout: 5000 });
      return response.data.ancestors;
    } catch (err) {
      if (attempt === 2) throw err;
    }
  }
  return [];
}
