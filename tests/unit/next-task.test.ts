import { describe, expect, it } from 'vitest'
import { finishSteps, finishStepsInTasks } from '../../web/lib/next-task'

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
})
