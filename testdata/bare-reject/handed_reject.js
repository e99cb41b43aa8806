const superagent = require('superagent');
const logger = require('./logger');

// The executor hands its resolve and reject to a helper of the file, which
// rejects with nothing when the upload service answers with an error body.
const settle = (body, resolve, reject) => {
  const failed = !Array.isArray(body) || body[0].status !== 'OK';
  if (failed) {
    return reject(); // expect: bare-reject
  }
  return resolve(body);
};

// Same helper shape, the answer logged first: the log keeps the cause.
const settleLogged = (req, body, resolve, fail) => {
  if (body.error) {
    logger.error(req, 'upload rejected', body);
    return fail(); // expect: bare-reject@medium
  }
  return resolve(body);
};

// A helper that passes a reason on is fine.
function settleWithReason(body, resolve, reject) {
  if (body.error) {
    return reject(new Error(`upload rejected: ${body.error}`));
  }
  return resolve(body);
}

// `reject` in a function no executor hands it to is not a promise's.
function unrelated(list, reject) {
  return reject();
}

const upload = (url, file) =>
  new Promise((resolve, reject) => {
    superagent // expect: missing-retry@medium
      .post(url)
      .attach('file', file)
      .end((error, response) => {
        if (error) {
          return reject(error);
        }
        settle(response.body, resolve, reject);
        settleLogged({}, response.body, resolve, reject);
        return settleWithReason(response.body, resolve, reject);
      });
  });

module.exports = { upload, unrelated };
