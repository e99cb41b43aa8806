import { RelayNetworkLayer, retryMiddleware } from 'react-relay-network-modern';

// A Relay network layer: browser data-layer code, whose retry policy is a
// UI concern (medium).
export const network = new RelayNetworkLayer([
  retryMiddleware({
    retryDelays: (attempt: number) => 2 ** attempt * 500,
    statusCodes: [500, 503, 504], // expect: retry-skips-throttling@medium
  }),
]);
