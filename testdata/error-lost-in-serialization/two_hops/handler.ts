import { runQuery, tryQuery } from './query';
import { Sub } from './sub';

export async function handler() {
  try {
    return await runQuery(new Sub(), 'open accounts');
  } catch (error) {
    throw new Error(`query failed: ${JSON.stringify(error)}`); // expect: error-lost-in-serialization
  }
}

export async function optionalHandler() {
  try {
    return await tryQuery(new Sub(), 'open accounts');
  } catch (error) {
    throw new Error(`query failed: ${JSON.stringify(error)}`); // expect: error-lost-in-serialization@medium
  }
}
