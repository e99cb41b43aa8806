export const logger = {
  wrapFn<A extends unknown[], R>(fn: (...args: A) => Promise<R>, label: string) {
    return async (...args: A): Promise<R> => {
      console.log(`enter ${label}`);
      return fn(...args);
    };
  },
};
