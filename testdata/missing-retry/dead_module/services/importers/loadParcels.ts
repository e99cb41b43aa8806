import { readFileSync } from "fs";

export function loadParcels(path: string): string[] {
  return readFileSync(path, "utf8").split("\n");
}
