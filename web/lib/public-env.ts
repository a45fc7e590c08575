import { parsePublicEnv } from './env'

/** The validated configuration of this build (see web/lib/env.ts). */
export const publicEnv = parsePublicEnv(import.meta.env)
