import axios from 'axios';

// Called again with an option overridden (`force: true`): a different
// request (skip the duplicate check), not the same one repeated.
export async function uploadBundle(appId: string, options: { force?: boolean; path: string }): Promise<void> {
  try {
    await axios.post(`https://bundles.example.com/apps/${appId}`, { path: options.path, force: options.force });
  } catch (err) {
    if (!options.force) {
      return uploadBundle(appId, { ...options, force: true });
    }
    throw err;
  }
}
