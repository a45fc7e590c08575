/**
 * The open-data API's contract: one JSON Schema (draft 2020-12) per resource, describing one row,
 * kept in the repo (edge/open-data-schemas/<version>/<resource>.json) and served at
 * /api/v1/schema/<resource>.json. `npm run open-data:schema` writes them from the api views
 * (scripts/open-data-schema.ts); the contract test keeps them and the views in step.
 *
 * The columns every response carries, and their order, are the schema's properties: a column a
 * view gains appears in the API once the schema lists it.
 */
import type { OpenDataResourceName } from '../web/features/open-data/public'
import type { RowSchema } from './json-schema'
import brands from './open-data-schemas/v1/brands.json'
import encoders from './open-data-schemas/v1/encoders.json'
import mice from './open-data-schemas/v1/mice.json'
import sensors from './open-data-schemas/v1/sensors.json'
import switches from './open-data-schemas/v1/switches.json'

export const openDataSchemas: Record<OpenDataResourceName, RowSchema> = {
  mice: mice as RowSchema,
  sensors: sensors as RowSchema,
  switches: switches as RowSchema,
  encoders: encoders as RowSchema,
  brands: brands as RowSchema,
}

/** The columns of a resource, in the order responses write them. */
export function schemaColumns(schema: RowSchema): string[] {
  return Object.keys(schema.properties)
}
