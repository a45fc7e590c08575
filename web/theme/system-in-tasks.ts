import type { SystemContext } from '@chakra-ui/react'
import { createSystemSteps } from 'chakra-create-system-steps'
import { finishStepsInTasks, nextTask } from '../lib/next-task'
import { systemConfigs } from './system'

/**
 * Builds the site's Chakra system as fourteen tasks instead of one (web/app-start.tsx awaits it
 * before the first render): on a phone, createSystem in one piece was the longest task of every
 * page's start-up (about 300 ms at a 4× CPU slowdown), and Total Blocking Time counts each task's
 * time beyond 50 ms. The steps are Chakra's own code (scripts/chakra-system-steps-plugin.ts).
 */
export async function buildSystemInTasks(): Promise<SystemContext> {
  await nextTask()
  return finishStepsInTasks(createSystemSteps(...systemConfigs))
}
