/**
 * Runs `work` on every item, `size` at a time: a host's runtime answers in milliseconds, and a walk
 * of hundreds of requests one by one spends its time waiting on round trips.
 */
export async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
