import { createDataSource } from './data-source'
import { publicEnv } from './public-env'

/** The data source this build reads: Supabase when configured, else the embedded snapshot. */
export const dataSource = createDataSource(publicEnv)
