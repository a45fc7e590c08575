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

/**
 * Runs a generator of small steps to its end, packing them into tasks of about `sliceMs` each
 * (a new task, `nextTask`, once a slice has run that long), and returns its result. For steps far
 * shorter than a task should be: one task each would add a task's overhead per step, and one task
 * for all would block. A slice ends after the step that crossed `sliceMs`, so a task runs at most
 * `sliceMs` plus one step. 3 ms: Lighthouse simulates a phone by multiplying each task of a
 * desktop's trace by its calibrated slowdown (up to about 10× on the fastest hosts measured, 3–5×
 * on slower ones) and counts what a task runs beyond 50 ms; with 4 ms, the step that crossed it
 * took slices to 5–6 ms (bench/README.md).
 */
export async function finishStepsInSlices<Result>(steps: Iterator<unknown, Result>, sliceMs = 3, now: () => number = () => performance.now()): Promise<Result> {
  let sliceStart = now()
  let step
  while (!(step = steps.next()).done) {
    if (now() - sliceStart < sliceMs) continue
    await nextTask()
    sliceStart = now()
  }
  return step.value
}
