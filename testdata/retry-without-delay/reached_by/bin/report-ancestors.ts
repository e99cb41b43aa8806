#!/usr/bin/env node
import { fetchAncestors } from "../src/reports/ancestors";

async function main() {
  for (const id of process.argv.slice(2)) {
    console.log(id, (await fetchAncestors(id)).join(" > "));
  }
}

main();
