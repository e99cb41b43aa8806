import { BlobServiceClient } from "@azure/storage-blob";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import axios from "axios";

const isTransient = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error;

// The Azure pipeline already retries each call with exponential backoff.
const retryOnTransientStorageError = async <T>(
  operation: () => Promise<T>,
  retriesLeft = 2,
): Promise<T> => {
  try {
    return await operation();
  } catch (error: unknown) {
    if (!isTransient(error) || retriesLeft === 0) {
      throw error;
    }
    return retryOnTransientStorageError(operation, retriesLeft - 1); // expect: retry-without-delay@medium
  }
};

export const buildStorage = (connectionString: string, container: string) => {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const containerClient = service.getContainerClient(container);
  const download = async (key: string) => {
    const blob = containerClient.getBlockBlobClient(key);
    return retryOnTransientStorageError(async () => blob.download());
  };
  const exists = async (key: string) => {
    const blob = containerClient.getBlockBlobClient(key);
    return retryOnTransientStorageError(async () => blob.exists());
  };
  return { download, exists };
};

const s3 = new S3Client({ region: "eu-west-1" });

export async function readManifest(bucket: string, key: string) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
    try {
      return await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (err) {
      console.warn("manifest read failed", err);
    }
  }
}

// The same loop around a plain HTTP client: nothing waits.
export async function readManifestOverHttp(url: string) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    try {
      return await axios.get(url);
    } catch (err) {
      console.warn("manifest read failed", err);
    }
  }
}
