// SvelteKit: a module of `src/lib` outside `$lib/server` runs in the
// browser, although the package's `start` script runs the Node server that
// renders its pages: defects there are medium.
import sessionPort from "./session.port";

export function renewSession(token) {
    if (!token) return Promise.reject(); // expect: bare-reject@medium
    return sessionPort.renew(token);
}
