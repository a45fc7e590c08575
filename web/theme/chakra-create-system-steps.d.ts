/**
 * Chakra's own styled-system/system.js, rewritten by scripts/chakra-system-steps-plugin.ts to also
 * export createSystem as a generator that pauses between its phases. Only the build and the dev
 * server know this name (vite.config.ts aliases it); tests import the rewritten code by path.
 */
declare module 'chakra-create-system-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react'

  export function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void>
}
