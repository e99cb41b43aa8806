const express = require('express');

const app = express();

// Express error middleware (four parameters): every error a route passes
// to `next(err)` or throws reaches it.
app.use(function onError(err, req, res, next) {
  console.error('request failed: ' + JSON.stringify(err)); // expect: error-lost-in-serialization
  res.status(500).send('failed');
});

// Three parameters: an ordinary middleware; `req` is no error.
app.use(function audit(req, res, next) {
  console.log(JSON.stringify(req.headers));
  next();
});

module.exports = app;
