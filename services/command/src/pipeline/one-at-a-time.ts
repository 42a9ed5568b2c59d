const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once every earlier work of the same key in this process has ended. Commands on
 * one hot stream (the numbers of a kind) then follow each other instead of all reading the same
 * revision and all but one losing the append; another process still meets a conflict, retried.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
