import axios from 'axios';

const ledger = axios.create({ baseURL: 'https://ledger.example.org' });

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function reconnectLedger(): Promise<void> {
  await pause(3000);
  console.info('reopening');
  await ledger.get('/ping');
}

async function reopen(): Promise<void> {
  ledger.defaults.headers.common['x-session'] = '';
}

export async function pushPaced(entry: object, attempts = 3): Promise<unknown> {
  try {
    return await ledger.post('/entries', entry);
  } catch (err) {
    if (attempts <= 0) throw err;
    await reconnectLedger();
    return pushPaced(entry, attempts - 1);
  }
}

export async function push(entry: object, attempts = 3): Promise<unknown> {
  try {
    return await ledger.post('/entries', entry);
  } catch (err) {
    if (attempts <= 0) throw err;
    await reopen();
    return push(entry, attempts - 1); // expect: retry-without-delay
  }
}
