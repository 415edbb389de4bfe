/**
 * A service started by the launcher must not outlive it: when the launcher is killed outright
 * (kill -9), its children are handed to another parent and would keep holding their ports, so the
 * next `npm start` could not bind them. Polling `process.ppid` notices the change; a process whose
 * parent is already init (a container's entry point) is left alone.
 */
export function watchParent(onGone: () => void, intervalMs = 1_000): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
