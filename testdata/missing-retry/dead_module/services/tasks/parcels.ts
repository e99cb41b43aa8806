import { loadParcels } from "../importers/loadParcels";

export function countParcels(path: string): number {
  return loadParcels(path).length;
}
