import { lookupOwner, revokeSeat, seatNote } from '../services/seats';

export async function refundLine(line: { seatId: string; state: string }, mailer: { send(to: string, body: string): Promise<void> }) {
  if (!(await revokeSeat(line.seatId))) {
    line.state = 'revocation_error';
    return;
  }
  const owner = await lookupOwner(line.seatId);
  await mailer.send(owner!.email, 'Your seat was refunded');
}

export async function hasSeatNote(seatId: string): Promise<boolean> {
  const note = await seatNote(seatId);
  const found = !!note;
  return found;
}
