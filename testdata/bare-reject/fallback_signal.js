// A bare rejection that only tells the caller "no result, fall back": every
// call of the function in this file handles it without reading a reason.
function lookupDoi(doi) {
  return fetch(`https://api.example.org/works/${doi}`);
}

function resolve(doi, notFound) {
  const crossref = () => lookupDoi(doi).then(
    (res) => res.json(),
    () => {
      return Promise.reject(); // expect: bare-reject@medium
    },
  );
  return crossref().then(
    (work) => work,
    // 404 when the registry has nothing either
    () => notFound(),
  );
}

// A caller that reads the reason gets `undefined` where the cause should be.
function resolveOrReport(doi, report) {
  const registry = () => lookupDoi(doi).then(
    (res) => res.json(),
    () => {
      return Promise.reject(); // expect: bare-reject
    },
  );
  return registry().catch((err) => report(err));
}

module.exports = { resolve, resolveOrReport };
