import Stripe from 'stripe';
import { provisionSeats } from '../../../../lib/seats';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');

// Stripe redelivers an event (with backoff, for days) until this answers 2xx.
export async function POST(req: Request) {
  const body = await req.text();
  const event = stripe.webhooks.constructEvent(
    body,
    req.headers.get('stripe-signature') ?? '',
    process.env.STRIPE_WEBHOOK_SECRET ?? '',
  );
  if (event.type === 'customer.subscription.updated') {
    await provisionSeats((event.data.object as { id: string }).id);
  }
  return new Response(null, { status: 200 });
}
