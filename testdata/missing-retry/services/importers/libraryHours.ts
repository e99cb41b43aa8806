// An importer a registry looks up by name and runs through `importUnits`,
// which nothing in the scan names. The request below is reached only
// through that method of a subclass: a framework hook, not dead or
// unwatched code (medium: no job was found to run it).
import axios from 'axios';
import { Importer } from './importer';

async function fetchOpeningHours(unitId: string) {
  const res = await axios.get('https://hours.example.org/v2/library', { params: { id: unitId } }); // expect: missing-retry@medium
  return res.data;
}

export class LibraryHoursImporter extends Importer {
  async importUnits(units: string[]) {
    return Promise.all(units.map((u) => fetchOpeningHours(u)));
  }
}
