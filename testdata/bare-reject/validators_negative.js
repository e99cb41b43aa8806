const { body } = require("express-validator");
const users = require("../queries/users");

// express-validator: a rejected custom validator marks the field invalid and
// `.withMessage` supplies the error; the bare rejection is the answer.
const signup = [
  body("email")
    .isEmail()
    .custom(async (email) => {
      const user = await users.find({ email });
      if (user) return Promise.reject();
    })
    .withMessage("That email is already registered."),
  body("invite")
    .custom((code) => new Promise((resolve, reject) => {
      users.inviteValid(code).then((ok) => (ok ? resolve() : reject()));
    }))
    .withMessage("The invite code is not valid."),
];

module.exports = { signup };
