import { createDataSource, type DataSource } from './data-source'
import { publicEnv } from './public-env'

let created: DataSource | undefined

/**
 * The data source this build reads: Supabase when configured, else the embedded snapshot. Made on
 * first use, not at import: the data layer's chunk and the app's core chunk import each other, and
 * whichever the browser evaluates first must not read configuration the other has not set yet.
 */
export function activeDataSource(): DataSource {
  return (created ??= createDataSource(publicEnv))
}
