// A handler hands its caller a sentinel; refunds.ts tests the value of
// `revokeSeat` (medium) and uses the value of `lookupOwner` unchecked (high).
import axios from 'axios';
import { logger } from './logger';

export async function revokeSeat(seatId: string): Promise<boolean> {
  try {
    await axios.post(`https://licenses.example.com/seats/${seatId}/revoke`);
    return true;
  } catch (err) { // expect: silent-rescue@medium
    logger.error('revoking seat failed', err);
    return false;
  }
}

export async function lookupOwner(seatId: string): Promise<{ email: string } | null> {
  try {
    const res = await axios.get(`https://licenses.example.com/seats/${seatId}`);
    return res.data.owner;
  } catch (err) { // expect: silent-rescue
    logger.error('seat lookup failed', err);
    return null;
  }
}

// A note that may be absent: every caller turns the value into a yes/no
// answer (`!!note`), so `undefined` is read as "no note" (medium).
export async function seatNote(seatId: string): Promise<string | undefined> {
  try {
    const res = await axios.get(`https://licenses.example.com/seats/${seatId}/note`);
    return res.data.note;
  } catch (err) { // expect: silent-rescue@medium
    return undefined;
  }
}
