// A generic, awaited member call of a known client (`await axios.get<T>(url)`).
import axios from 'axios';
export async function load(id: string) {
  try {
    const res = await axios.get<{ id: string }>(`https://api.example.com/x/${id}`);
    return res.data;
  } catch (e: any) { // expect: silent-rescue
    console.log(e.message);
    return null;
  }
}
