/**
 * Resolves in a new task, so the work after `await nextTask()` runs after the browser has had the
 * chance to paint and handle input. A phone's main thread then sees several shorter tasks instead
 * of one long one (Total Blocking Time counts each task's time beyond 50 ms). Uses
 * scheduler.yield where the browser has it (its continuation runs before other queued tasks),
 * otherwise a MessageChannel message: unlike setTimeout, neither is clamped or throttled.
 */
export function nextTask(): Promise<void> {
  return (
    (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
    new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(0)
    })
  )
}

/** Runs a generator of steps to its end in one task, and returns its result. */
export function finishSteps<Result>(steps: Iterator<unknown, Result>): Result {
  let step
  while (!(step = steps.next()).done);
  return step.value
}

/** Runs a generator of steps to its end with a new task between steps (`nextTask`), and returns its result. */
export async function finishStepsInTasks<Result>(steps: Iterator<unknown, Result>): Promise<Result> {
  let step
  while (!(step = steps.next()).done) await nextTask()
  return step.value
}
