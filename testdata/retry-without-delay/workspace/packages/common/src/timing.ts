// A sleep helper of the workspace's shared package.
export const napFor = async (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
