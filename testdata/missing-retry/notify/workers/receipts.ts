// A package-prefix entry of `sdks-without-retry` (`@sendgrid/`) covers the
// package's clients (`@sendgrid/client`): a send in worker code with no
// retry is reported.
import { Client } from '@sendgrid/client';

const sendgrid = new Client();

export async function sendReceipt(to: string): Promise<void> {
  await sendgrid.request({ method: 'POST', url: '/v3/mail/send', body: { to } }); // expect: missing-retry@medium
}
