const axios = require('axios')

async function stockLevel(sku) {
  const { data } = await axios.get(`https://stock.example.org/items/${sku}`) // expect: missing-retry@medium
  return data.level
}

module.exports = { stockLevel }
