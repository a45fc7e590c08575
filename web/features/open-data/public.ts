/**
 * What other code may use of the open-data feature: the API's paths, resources, caching and
 * licence envelope, and its changelog. The worker (edge/open-data*.ts) serves the API from these,
 * so everything listed here is pure (no UI, no browser APIs).
 */
export {
  apiBasePath,
  apiVersion,
  isOpenDataResourceName,
  licenceAnchor,
  licenceEnvelope,
  listPath,
  metaPath,
  openDataCacheControl,
  openDataCaching,
  openDataPagePath,
  openDataResourceNames,
  openDataResources,
  schemaPath,
  type OpenDataResourceName,
} from './open-data-api'
export { openDataChangelog } from './open-data-changelog'
