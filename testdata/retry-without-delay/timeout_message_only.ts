import axios from "axios";

// Goes round only after a timeout: each attempt has waited it out.
export async function balance(account: string): Promise<unknown> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return (await axios.get(`https://ledger.example.org/balances/${account}`, { timeout: 10000 })).data;
    } catch (err) {
      if (!String(err).includes("timeout")) throw err;
    }
  }
  return undefined;
}

// Goes round at once after a refused connection: reported.
export async function entries(account: string): Promise<unknown> {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    try {
      return (await axios.get(`https://ledger.example.org/entries/${account}`, { timeout: 10000 })).data;
    } catch (err) {
      if (!String(err).includes("ECONNREFUSED")) throw err;
    }
  }
  return undefined;
}
