import { logger, task } from "@trigger.dev/sdk/v3";

// A trigger.dev task: a run that throws is retried by the platform as the
// project's config says (3 attempts with backoff).
export const convertDocument = task({
  id: "convert-document",
  run: async (payload: { fileUrl: string; documentId: string }) => {
    const response = await fetch(payload.fileUrl); // expect: missing-retry@medium
    if (!response.ok) {
      throw new Error(`download failed: ${response.status}`);
    }
    logger.info("downloaded", { documentId: payload.documentId });
    return { size: (await response.arrayBuffer()).byteLength };
  },
});
