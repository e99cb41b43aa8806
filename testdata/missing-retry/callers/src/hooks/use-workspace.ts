import useSWR from 'swr';
import { useQuery } from '@tanstack/react-query';
import { jsonFetcher, getWorkspace, exportFetcher } from '../data/fetchers';

export function useDomains(slug: string) {
  return useSWR<string[]>(`/api/workspaces/${slug}/domains`, jsonFetcher, {
    dedupingInterval: 60000,
  });
}

export function useWorkspace(slug: string) {
  return useQuery({ queryKey: ['workspace', slug], queryFn: () => getWorkspace(slug) });
}

// A download must not silently re-run: retries are off for this one.
export function useExport(id: string) {
  return useSWR(`/api/exports/${id}`, exportFetcher, { shouldRetryOnError: false });
}
