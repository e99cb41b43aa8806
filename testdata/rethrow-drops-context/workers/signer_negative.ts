// The last branch handles a thrown value that is not an Error (a string or
// a plain object): it has no status to keep.
import axios from 'axios';

export async function sign(payload: string) {
  try {
    return (await axios.post('https://signer.example.com/v1/sign', { payload })).data;
  } catch (error) {
    if (error instanceof Error) {
      throw error;
    } else {
      throw new Error(`unknown failure while signing: ${error}`);
    }
  }
}
