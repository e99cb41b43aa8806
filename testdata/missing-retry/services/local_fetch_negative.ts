// A local binding named `fetch` is not the global `fetch`: here it holds
// one of two data loaders, which own their retries.
import { mainLoader, similarLoader } from './loaders';

export async function related(kind: string, args: Record<string, unknown>) {
  const fetch = kind === 'main' ? mainLoader : similarLoader;
  return fetch(args);
}

export async function relatedWithDeps(deps: { fetch: typeof mainLoader }, args: Record<string, unknown>) {
  const { fetch } = deps;
  return fetch(args);
}
