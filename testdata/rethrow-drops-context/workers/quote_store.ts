// A worker's store call whose wrap drops the status; its only caller, the
// step handler, catches every failure and hands a message to the state
// machine: no retry ever reads the status (medium).
import axios from 'axios';

export async function saveQuote(id: string, quote: object) {
  try {
    await axios.put(`https://quotes.example.com/v1/quotes/${id}`, quote);
    return true;
  } catch (error: any) {
    throw new Error(`saving quote failed: ${error.message}`); // expect: rethrow-drops-context@medium
  }
}
