const failures = [];
exports.notifyFailure = (id, err) => failures.push({ id, err });
