import type { Catalogue } from './catalogue'
import type { WorkerConfig } from './env'

/** The Hono environment of every module of the worker: bindings, and per-request values set by index.ts. */
export type AppEnv = {
  Bindings: Env
  Variables: {
    config: WorkerConfig
    catalogue: Catalogue
  }
}
