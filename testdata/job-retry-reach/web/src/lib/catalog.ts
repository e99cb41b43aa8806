import axios from 'axios';

// Called only from an HTTP route: no job retries it.
export async function productName(sku: string) {
  const { data } = await axios.get(`https://catalog.example.com/products/${sku}`); // expect: missing-retry@medium
  return data.name;
}
