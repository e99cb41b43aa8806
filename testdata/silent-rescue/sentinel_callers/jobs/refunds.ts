import { lookupOwner, revokeSeat } from '../services/seats';

export async function refundLine(line: { seatId: string; state: string }, mailer: { send(to: string, body: string): Promise<void> }) {
  if (!(await revokeSeat(line.seatId))) {
    line.state = 'revocation_error';
    return;
  }
  const owner = await lookupOwner(line.seatId);
  await mailer.send(owner!.email, 'Your seat was refunded');
}
