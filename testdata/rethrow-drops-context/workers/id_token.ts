// Unattended token refresher (worker directory). Verifying a signed token
// with jose never throws ky's HTTPError, so that branch cannot be reached
// there; around the ky token request it can, and the status is dropped.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import ky, { HTTPError } from 'ky';

class TokenError extends Error {}

export async function verifyIdToken(idToken: string, jwksUri: string, audience: string) {
  try {
    const { payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(jwksUri)), { audience });
    return JSON.parse(JSON.stringify(payload));
  } catch (error: unknown) {
    if (error instanceof HTTPError) {
      throw new TokenError(JSON.stringify(error.response.body));
    }
    throw error;
  }
}

export async function requestToken(tokenEndpoint: string, form: URLSearchParams) {
  try {
    return await ky.post(tokenEndpoint, { body: form, timeout: 10_000 }).json();
  } catch (error: unknown) {
    if (error instanceof HTTPError) {
      throw new TokenError(JSON.stringify(error.response.body)); // expect: rethrow-drops-context
    }
    throw error;
  }
}
