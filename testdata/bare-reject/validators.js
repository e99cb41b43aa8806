const { body } = require("express-validator");
const mailer = require("../mail");

// Outside the validator callback a bare rejection still loses the cause.
function sendWelcome(user) {
  return mailer.send(user.email).catch(() => Promise.reject()); // expect: bare-reject
}

const signup = [
  body("email").isEmail().withMessage("Enter an email address."),
];

module.exports = { signup, sendWelcome };
