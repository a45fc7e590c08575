import { parsePublicEnv, type PublicEnv } from './env'

/**
 * The validated configuration of this build (see web/lib/env.ts). A build has it compiled in by
 * vite.config.ts, which validated it at build start, so the browser ships no validator; tests
 * (no such define) validate import.meta.env here.
 */
export const publicEnv: PublicEnv = (import.meta.env.VALIDATED_PUBLIC_ENV as PublicEnv | undefined) ?? parsePublicEnv(import.meta.env)
