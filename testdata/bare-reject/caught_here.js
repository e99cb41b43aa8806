
// The timer's bare `reject()` only ends the race: the `catch` right around
// it never reads the reason, so nothing is lost (medium).
export async function waitForConnection(peer) {
  try {
    await Promise.race([
      new Promise((resolve) => peer.once('connected', () => resolve())),
      new Promise((resolve, reject) => {
        setTimeout(() => {
          if (peer.connected) resolve();
          else reject(); // expect: bare-reject@medium
        }, 3000);
      }),
    ]);
  } catch {
    return false;
  }
  return true;
}

// The same race whose caller reads the reason: high.
export async function waitOrExplain(peer) {
  try {
    await Promise.race([
      new Promise((resolve) => peer.once('connected', () => resolve())),
      new Promise((resolve, reject) => {
        setTimeout(() => {
          if (peer.connected) resolve();
          else reject(); // expect: bare-reject
        }, 3000);
      }),
    ]);
  } catch (err) {
    throw new Error(`peer never connected: ${err}`);
  }
}

// A library load whose failure is logged in the handler before the bare
// `Promise.reject()`: the cause survives in the logs (medium).
export const loadMediaLibrary = async (name) => {
  try {
    await import(name);
    return Promise.resolve();
  } catch (error) {
    console.log(`failed to import ${name}: ${error.message}`);
    return Promise.reject(); // expect: bare-reject@medium
  }
};

// Nothing logs the error before the bare `Promise.reject()`: high.
export const loadCodec = async (name) => {
  try {
    await import(name);
    return Promise.resolve();
  } catch (error) {
    console.log('codec import failed');
    return Promise.reject(); // expect: bare-reject
  }
};
