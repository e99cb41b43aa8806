// The guarded work only e-mails the uploader, and the handler logs the
// failure: the notice is sent best effort (medium).
import { SESClient, SendEmailCommand } from "@aws-sdk/client-ses";
import { Worker } from "bullmq";

const ses = new SESClient({});

async function notifyUploader(recipient: string, documentId: string): Promise<void> {
  try {
    await ses.send(
      new SendEmailCommand({
        Source: "noreply@example.org",
        Destination: { ToAddresses: [recipient] },
        Message: { Subject: { Data: "Upload received" }, Body: { Text: { Data: documentId } } },
      }),
    );
  } catch (err) { // expect: silent-rescue@medium
    console.error(`notice failed: ${(err as Error).message}`);
  }
}

export const worker = new Worker("uploads", async (job) => {
  await notifyUploader(job.data.recipient, job.data.documentId);
});
