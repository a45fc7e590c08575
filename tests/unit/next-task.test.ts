import { describe, expect, it } from 'vitest'
import { finishSteps, finishStepsInSlices, finishStepsInTasks } from '../../web/lib/next-task'

function* countedSteps(log: string[]): Generator<void, string> {
  log.push('step 1')
  yield
  log.push('step 2')
  yield
  log.push('step 3')
  return 'done'
}

describe('running a generator of steps (web/lib/next-task.ts)', () => {
  it('runs every step in one go and returns the result', () => {
    const log: string[] = []
    expect(finishSteps(countedSteps(log))).toBe('done')
    expect(log).toEqual(['step 1', 'step 2', 'step 3'])
  })

  it('in tasks: the first step at once, each later one in a new task, not in the same task’s microtasks', async () => {
    const log: string[] = []
    const result = finishStepsInTasks(countedSteps(log))
    expect(log).toEqual(['step 1'])
    for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    expect(log).toEqual(['step 1'])
    expect(await result).toBe('done')
    expect(log).toEqual(['step 1', 'step 2', 'step 3'])
  })

  it('in slices: steps run together until a slice has taken its time, then the rest in a new task', async () => {
    let clock = 0
    const log: number[] = []
    function* timedSteps(): Generator<void, string> {
      for (let step = 1; step <= 7; step++) {
        clock += 1.5
        log.push(step)
        if (step < 7) yield
      }
      return 'done'
    }
    const result = finishStepsInSlices(timedSteps(), 4, () => clock)
    // 1.5, 3 and 4.5 ms: the third step crosses 4 ms and ends the slice.
    expect(log).toEqual([1, 2, 3])
    for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    expect(log).toEqual([1, 2, 3])
    expect(await result).toBe('done')
    expect(log).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
