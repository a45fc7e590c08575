import type { SystemContext } from '@chakra-ui/react'
import { createSystemSteps } from 'chakra-create-system-steps'
import { finishStepsInSlices, nextTask } from '../lib/next-task'
import { appSystemConfigs, systemConfigs } from './system'

/**
 * Builds the site's Chakra system in tasks of about 3 ms instead of one (web/app-start.tsx awaits
 * it before the first render): on a phone, createSystem in one piece was the longest task of every
 * page's start-up (about 300 ms at a 4× CPU slowdown), and Total Blocking Time counts each task's
 * time beyond 50 ms. Its phases, a task each, were still up to 10–16 ms at full speed; its steps
 * are now small enough to pack into 3 ms slices (`finishStepsInSlices`), a few single steps (the
 * breakpoints, a config's theme copied) longer. The steps are Chakra's own code
 * (scripts/chakra-system-steps-plugin.ts).
 */
export async function buildSystemInTasks(): Promise<SystemContext> {
  await nextTask()
  // A production build has the global styles in index.html already; development inserts them.
  const configs = import.meta.env.STATIC_CHAKRA_CSS === true ? appSystemConfigs : systemConfigs
  return finishStepsInSlices(createSystemSteps(...configs))
}
