import express from 'express';
import type { ErrorHandler } from 'hono';
import { Hono } from 'hono';

const log = { error: (line: string) => process.stderr.write(line + '\n') };

// Hono's global error handler: every error a route lets out reaches it,
// and the log line of a plain `Error` is `{}`.
export const errorHandler: ErrorHandler = (err, c) => {
  log.error(JSON.stringify(err)); // expect: error-lost-in-serialization
  return c.json({ message: 'Internal Server Error' }, 500);
};

const api = new Hono();
api.onError((err, c) => {
  log.error(JSON.stringify({ path: c.req.path, err })); // expect: error-lost-in-serialization
  return c.text('failed', 500);
});

const app = express();

// Express error middleware: four parameters.
app.use((err: Error, req: express.Request, res: express.Response, next: express.NextFunction) => {
  log.error(`request ${req.path} failed: ${JSON.stringify(err)}`); // expect: error-lost-in-serialization
  res.status(500).end();
});

// A three-parameter middleware is no error handler: `req` is a request.
app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
  log.error(JSON.stringify(req.query));
  next();
});

// The error's own fields, named: nothing is lost.
api.onError((err, c) => {
  log.error(JSON.stringify({ message: err.message, stack: err.stack }));
  return c.text('failed', 500);
});
