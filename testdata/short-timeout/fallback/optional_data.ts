// A short budget on work the code can do without: the failure is caught in
// the same function and replaced by a default (fail fast, fall back).
// Reported at medium; the budget with no fallback stays high.
import axios from 'axios';

export async function knownFollowers(viewer: string, dids: string[]): Promise<string[]> {
  try {
    const res = await fetch(`https://graph.example.com/known/${viewer}`, {
      method: 'POST',
      body: JSON.stringify({ dids }),
      signal: AbortSignal.timeout(100), // expect: short-timeout@medium
    });
    return (await res.json()).dids;
  } catch {
    // Fail open: the page renders without the optional section.
    return [];
  }
}

export async function chargeCard(cardId: string, cents: number): Promise<string> {
  const res = await axios.post(
    'https://payments.example.com/charges',
    { cardId, cents },
    { timeout: 1000 }, // expect: short-timeout
  );
  return res.data.id;
}
