// A server helper kept in `components/`, as many Express templates do.
const winston = require('winston');

module.exports = (name) => winston.createLogger({ defaultMeta: { module: name } });
