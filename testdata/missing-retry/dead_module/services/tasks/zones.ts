import { loadZones } from "../importers/loadZones";

export function zoneCount(path: string): number {
  return Object.keys(loadZones(path) as object).length;
}
