import axios from 'axios';

class ApiError extends Error {
  constructor(message: string, public status?: number) {
    super(message);
  }
}

export async function fetchTile(url: string) {
  try {
    return (await axios.get(url)).data;
  } catch (error: any) {
    // The cause is kept.
    throw new Error(`tile fetch failed: ${error.message}`, { cause: error });
  }
}

export async function fetchIndex(url: string) {
  try {
    return (await axios.get(url)).data;
  } catch (error: any) {
    // The status is carried.
    throw new ApiError(error.message, error.response?.status);
  }
}

export async function fetchMeta(url: string) {
  try {
    return (await axios.get(url)).data;
  } catch (error: any) {
    // The error itself is passed on.
    throw new ApiError(error);
  }
}

// Local work only: parsing a string.
export function parseConfig(raw: string) {
  try {
    return JSON.parse(raw);
  } catch (e: any) {
    throw new Error(`invalid config: ${e.message}`);
  }
}

// Re-throwing the same error.
export async function passThrough(url: string) {
  try {
    return await axios.get(url);
  } catch (e) {
    throw e;
  }
}

class StorageError extends Error {}
class BadRequest extends Error {}

// A local (storage) error translated into an API error: no HTTP status to keep.
export async function removeAll(store: { purge(): Promise<void> }, auditClient: { post(p: string): Promise<void> }) {
  try {
    await auditClient.post('/purge');
    await store.purge();
  } catch (e) {
    if (e instanceof StorageError) {
      throw new BadRequest(e.message);
    }
    throw e;
  }
}

export async function fetchOrderKeepingCause(id: string) {
  try {
    return await axios.get(`https://orders.example.com/v1/orders/${id}`);
  } catch (e) {
    const err = e as any;
    throw new Error(err.message, { cause: err });
  }
}

// An error-translation table: only the database error becomes a domain
// error; everything else is re-thrown as it is.
import { Prisma } from '@prisma/client';
export async function sheetName(id: string) {
  try {
    return (await axios.get(`https://sheets.example.com/${id}`)).data.name;
  } catch (error: any) {
    if (error instanceof Prisma.PrismaClientKnownRequestError) {
      throw new DatabaseError(error.message);
    }
    throw error;
  }
}
declare class DatabaseError extends Error {}
