// The client lives in a project directory named like the package it
// imports: `import Stripe from "stripe"` is still the declared dependency,
// not this directory.
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_API_KEY!, {});

export function retrieveAccountDetails(accountId: string) {
  return stripe.accounts.retrieve(accountId, {
    timeout: 1000, // expect: short-timeout
  });
}
