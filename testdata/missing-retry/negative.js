// A local helper called `request` is not the `request` package.
function request(path, options) {
  return { path, options };
}

function buildCall() {
  return request('/users', { method: 'GET' });
}

module.exports = { buildCall };
