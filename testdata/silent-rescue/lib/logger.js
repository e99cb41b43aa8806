exports.failure = (message) => process.stderr.write(`${message}\n`);
