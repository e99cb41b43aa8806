import { logger } from './logger';

// The stringified error is the only trace of the failure (high).
export function publish(event: object) {
  return fetch('https://events.example.com/v1', { method: 'POST', body: JSON.stringify(event) }).catch((err) => {
    logger.error('publish failed: ' + JSON.stringify(err)); // expect: error-lost-in-serialization
  });
}

// The handler also hands the error itself to the logger, which prints its
// message and stack (medium).
export function archive(event: object) {
  return fetch('https://archive.example.com/v1', { method: 'POST', body: JSON.stringify(event) }).catch((err) => {
    logger.info({ message: 'archive failed: ' + JSON.stringify(err) }); // expect: error-lost-in-serialization@medium
    logger.error('archive failed', err);
  });
}

