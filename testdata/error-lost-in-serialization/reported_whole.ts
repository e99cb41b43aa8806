import * as Sentry from '@sentry/node';
import { captureException } from '@sentry/nextjs';
import { logger } from './logger';

// The handler hands the error itself to the error tracker first, which
// records its message and stack: the `{}` costs only this log line (medium).
export async function listDevices(token: string) {
  try {
    const res = await fetch('https://accounts.example.com/v1/devices', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return await res.json();
  } catch (error) {
    captureException(error);
    logger.error('could not list devices', { error: JSON.stringify(error) }); // expect: error-lost-in-serialization@medium
  }
}

export async function revokeDevice(token: string, id: string) {
  try {
    await fetch(`https://accounts.example.com/v1/devices/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    Sentry.captureException(error);
    logger.error(`could not revoke device: ${JSON.stringify(error)}`); // expect: error-lost-in-serialization@medium
  }
}

// Only the error's text reaches the tracker: the log line is the one place
// that should have kept it (high).
export async function renameDevice(token: string, id: string, name: string) {
  try {
    await fetch(`https://accounts.example.com/v1/devices/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });
  } catch (error) {
    Sentry.captureMessage('rename failed');
    logger.error(`could not rename device: ${JSON.stringify(error)}`); // expect: error-lost-in-serialization
  }
}
