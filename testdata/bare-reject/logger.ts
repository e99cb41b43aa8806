export const logger = {
  info: (entry: object) => process.stdout.write(`${JSON.stringify(entry)}\n`),
  error: (entry: object) => process.stderr.write(`${JSON.stringify(entry)}\n`),
};
