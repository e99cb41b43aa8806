// Browser code: it imports a component of the project (a .js file that
// imports React), so the same short budget here is a UI finding (medium).
import axios from 'axios';
import Banner from '../components/Banner';

export async function loadBanner() {
  const res = await axios.get('/api/banner', { timeout: 1000 }); // expect: short-timeout@medium
  return { Component: Banner, text: res.data.text };
}
