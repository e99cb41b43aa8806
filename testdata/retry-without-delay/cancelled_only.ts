import axios from 'axios';

// Only an aborted request is sent again: this process aborted it (a newer
// search replaced it), no failed answer is asked for again.
export async function search(term: string, signal: AbortSignal): Promise<unknown> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return (await axios.get('https://search.example.com/q', {params: {term}, signal})).data;
    } catch (err: any) {
      if (err.name !== 'AbortError') throw err;
    }
  }
}

// Every error goes round again at once.
export async function lookup(term: string): Promise<unknown> {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    try {
      return (await axios.get('https://search.example.com/q', {params: {term}})).data;
    } catch (err: any) {
      console.warn('lookup failed', err);
    }
  }
}
