// The pre-rewrite copy: nothing requires it. Not reported.
const axios = require('axios')

async function getLevel(sku) {
  const res = await axios.get(`https://stock.example.org/v1/items/${sku}`)
  return res.data.level
}

module.exports = { getLevel }
