// A `Promise.reject()` that answers a caller passing the wrong kind of
// argument is a guard against misuse (medium); one that ends a failed
// request still loses the cause (high).
export class Waiter {
  whenTrue(predicate) {
    if (typeof predicate !== 'function') {
      return Promise.reject(); // expect: bare-reject@medium
    }
    return new Promise((resolve) => {
      const timer = setInterval(() => {
        if (predicate()) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
  }

  fetchState(url) {
    return fetch(url).then((res) => {
      if (!res.ok) {
        return Promise.reject(); // expect: bare-reject
      }
      return res.json();
    });
  }
}
