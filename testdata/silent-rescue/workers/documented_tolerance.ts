// Handlers whose function documentation, or the banner over the run of
// functions they belong to, says failures are tolerated (round 43 H7-H10):
// medium. A documentation that speaks of something else does not count.
import axios from 'axios';

const search = axios.create({ baseURL: 'https://search.example.com' });

/**
 * Rebuild every doc. Best-effort: failures are logged, not raised, because
 * the nightly rebuild reconciles anything missed.
 */
export async function reindexAll(topics: string[]): Promise<boolean> {
  try {
    await search.post('/bulk', topics);
    return true;
  } catch (e) { // expect: silent-rescue@medium
    console.error(`bulk reindex failed: ${String(e)}`);
    return false;
  }
}

/** Send the topics to the index; archived topics are ignored. */
export async function reindexArchived(topics: { archived: boolean }[]): Promise<boolean> {
  try {
    await search.post('/bulk', topics.filter((t) => !t.archived));
    return true;
  } catch (e) { // expect: silent-rescue
    console.error(`archived reindex failed: ${String(e)}`);
    return false;
  }
}

/**
 * Drop the cached doc of a topic. Resolves false if the purge failed (an
 * HTTP error or a network exception); never throws: callers that need a
 * retry test the answer.
 */
export async function purgeTopic(slug: string): Promise<boolean> {
  try {
    await search.delete(`/cache/${slug}`);
    return true;
  } catch (e) { // expect: silent-rescue@medium
    console.error(`purge of ${slug} failed: ${String(e)}`);
    return false;
  }
}

/** Drop the cached doc of a book; throws nothing the job could use. */
export async function purgeBook(title: string): Promise<boolean> {
  try {
    await search.delete(`/cache/${title}`);
    return true;
  } catch (e) { // expect: silent-rescue
    console.error(`purge of ${title} failed: ${String(e)}`);
    return false;
  }
}

// ---------------------------------------------------------------------------
// Single-doc updates from the save hooks. All of these are best-effort: they
// log and swallow failures, the nightly rebuild repairs what they miss.
// ---------------------------------------------------------------------------

export async function indexTopic(slug: string, doc: object): Promise<boolean> {
  try {
    await search.put(`/topic/${slug}`, doc);
    return true;
  } catch (e) { // expect: silent-rescue@medium
    console.error(`topic index failed: ${String(e)}`);
    return false;
  }
}

export async function indexBook(title: string, doc: object): Promise<boolean> {
  try {
    await search.put(`/book/${title}`, doc);
    return true;
  } catch (e) { // expect: silent-rescue@medium
    console.error(`book index failed: ${String(e)}`);
    return false;
  }
}
