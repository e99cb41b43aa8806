// The rejection is logged as `{}` and then passed on: the error itself, with
// its message, stack and status, still reaches the caller; only this log line
// loses its detail (medium).
const logger = { error: (msg: string) => console.error(msg) };

export function fetchEntities(url: string) {
  return fetch(url)
    .then((res) => {
      if (!res.ok) return Promise.reject(new Error(`status ${res.status}`));
      return res.json();
    })
    .catch((e) => {
      logger.error(`could not fetch entities: ${JSON.stringify(e)}`); // expect: error-lost-in-serialization@medium
      return Promise.reject(e);
    });
}

// The rejection is logged as `{}` and swallowed: nothing else records it.
export function fetchEntitiesOrNone(url: string) {
  return fetch(url)
    .then((res) => {
      if (!res.ok) return Promise.reject(new Error(`status ${res.status}`));
      return res.json();
    })
    .catch((e) => {
      logger.error(`could not fetch entities: ${JSON.stringify(e)}`); // expect: error-lost-in-serialization
      return null;
    });
}
