import Stripe from "stripe";
import { Worker } from "bullmq";

const stripe = new Stripe(process.env.STRIPE_KEY!, {});

// A resource namespace of the client: `stripe.accounts.retrieve` is a call
// of the SDK, so the worker's empty answer hides a lost remote failure.
new Worker("accounts", async (job) => {
  try {
    return await stripe.accounts.retrieve(job.data.id);
  } catch (err) { // expect: silent-rescue
    return null;
  }
});

// `webhooks` is kept in process (signature checks): nothing remote fails,
// so the job-boundary catch is only medium.
new Worker("events", async (job) => {
  try {
    return await stripe.webhooks.constructEventAsync(job.data.body, job.data.sig, "secret");
  } catch (err) { // expect: silent-rescue@medium
    console.warn("bad signature", err);
    return null;
  }
});
