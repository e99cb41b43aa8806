import { z } from 'zod';
import { composioAdminFetch, composioFetch } from '../../services/composio/client';
import { createTRPCRouter, protectedProcedure } from '../trpc';

export const connectorsRouter = createTRPCRouter({
  detail: protectedProcedure
    .input(z.object({ slug: z.string() }))
    .query(async ({ input, ctx }) => composioFetch(`/toolkits/${input.slug}`, ctx.composioKey)),
  usage: protectedProcedure.query(async ({ ctx }) => composioAdminFetch('/usage', ctx.composioKey)),
});

export async function buildCatalog(slugs: string[], apiKey: string) {
  const settled = await Promise.allSettled(slugs.map((s) => composioFetch(`/toolkits/${s}`, apiKey)));
  return settled.map((r) => (r.status === 'fulfilled' ? r.value : null));
}
