// Inside a `new Promise` executor, `reject(error)` passes the caught error
// itself on, like `throw error`: only the log line loses its detail (medium).
const logger = { error: (msg) => console.error(msg) };

function lookupRegion(postcode) {
  return new Promise((resolve, reject) => {
    fetch(`https://regions.example.org/postcodes/${postcode}`)
      .then((res) => res.json())
      .then((body) => resolve(body.region))
      .catch((error) => {
        logger.error(JSON.stringify(error)); // expect: error-lost-in-serialization@medium
        reject(error);
      });
  });
}

// Rejecting with a new error loses the original everywhere but this log line.
function lookupRegionOrFail(postcode) {
  return new Promise((resolve, reject) => {
    fetch(`https://regions.example.org/postcodes/${postcode}`)
      .then((res) => res.json())
      .then((body) => resolve(body.region))
      .catch((error) => {
        logger.error(JSON.stringify(error)); // expect: error-lost-in-serialization
        reject(new Error("region lookup failed"));
      });
  });
}

module.exports = { lookupRegion, lookupRegionOrFail };
