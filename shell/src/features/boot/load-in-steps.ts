type Step = () => Promise<unknown>;

type YieldingScheduler = { yield?: () => Promise<void> };

/** Lets the browser handle input and paint before the next piece of work. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` one after the other, each in a task of its own. A dynamic import evaluates every module
 * it reaches in one go: the shell's whole graph behind one import was a task of about a second on a
 * phone (4x CPU), and a tap in it waited for all of it. Importing the heavy shared packages first, a
 * step each, splits that task where the graph allows; later steps find those modules evaluated.
 */
export async function loadInSteps(steps: readonly Step[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
