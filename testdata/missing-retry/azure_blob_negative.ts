// Azure SDK clients retry 5xx and connection resets in their own pipeline
// (exponential retry policy by default); the local helper only re-runs reads
// whose stream closed early. The upload outside the helper is an SDK call
// that retries by itself, built through a static factory and sub-clients.
import { BlobServiceClient } from '@azure/storage-blob';

const transient = new Set(['ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

const retryOnTransientStorageError = async <T>(
  operation: () => Promise<T>,
  retriesLeft = 2
): Promise<T> => {
  try {
    return await operation();
  } catch (error: unknown) {
    const code = (error as { code?: string }).code ?? '';
    if (!transient.has(code) || retriesLeft === 0) {
      throw error;
    }
    await new Promise((r) => setTimeout(r, 200));
    return retryOnTransientStorageError(operation, retriesLeft - 1);
  }
};

export function buildAssetStore(connectionString: string, container: string) {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const containerClient = service.getContainerClient(container);

  const put = async (key: string, data: Buffer) => {
    const blockBlobClient = containerClient.getBlockBlobClient(key);
    await blockBlobClient.uploadData(data, { blobHTTPHeaders: { blobContentType: 'image/png' } });
  };

  const read = async (key: string) => {
    const blockBlobClient = containerClient.getBlockBlobClient(key);
    return retryOnTransientStorageError(async () => blockBlobClient.download(0));
  };

  const stat = async (key: string) => {
    const blockBlobClient = containerClient.getBlockBlobClient(key);
    return retryOnTransientStorageError(async () => blockBlobClient.getProperties());
  };

  return { put, read, stat };
}
