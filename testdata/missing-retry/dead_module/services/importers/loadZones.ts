import { readFileSync } from "fs";

export function loadZones(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}
