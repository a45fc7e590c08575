/**
 * The catalogue as the seed SQL that PGlite (build, tests) and the Supabase CLI (`[db.seed]` in
 * supabase/config.toml) both apply: supabase/seed/01-catalogue.sql, generated from the JSON files,
 * deterministic (same files, byte-identical output). Each file's rows go to the seed loader of
 * 00-loader.sql, which checks every key and reference on real Postgres. Pure.
 */
import { formatRows, type Row } from './layout.ts'
import { catalogueFiles, type CatalogueData } from './files.ts'
import { mergedMouseKeys, type MergedMouse } from './merge.ts'

export const seedSqlHeader = `-- GENERATED FILE: do not edit. The catalogue's rows, from supabase/seed/catalogue/*.json
-- (mice: mice.json merged over mice-opendb.json, curated fields first). Regenerate with
-- \`npm run catalogue:seed\` (\`npm run catalogue:import\` does it too); \`npm run catalogue:check\`
-- and the unit tests fail while it is out of date. The loader functions are in 00-loader.sql.
`

const quote = '$json$'

function jsonBlock(rows: readonly Row[], keys: readonly string[]): string {
  const body = formatRows(rows, keys).trimEnd()
  if (body.includes(quote)) throw new Error(`catalogue data contains ${quote}, which would end the SQL literal`)
  return `${quote}${body}${quote}::jsonb`
}

/**
 * `data`'s sensors, switches, encoders and mouse parts are the merged ones (parts-merge.ts: the
 * editors' rows over the parts import's), `latency` the click latencies the latency import matched.
 * `without`: the seed was built with that source left out (`--without`), as its header says.
 */
export function renderSeedSql(data: Pick<CatalogueData, 'brands' | 'materials' | 'sensors' | 'switches' | 'encoders' | 'mouseParts' | 'latency'>, mice: readonly MergedMouse[], without?: string): string {
  const call = (fn: string, rows: readonly Row[], keys: readonly string[]) => `select catalog.${fn}(${jsonBlock(rows, keys)});\n`
  return [
    without ? `${seedSqlHeader}-- BUILT WITHOUT the source "${without}" (--without=${without}): its figures are not known here.\n` : seedSqlHeader,
    call('seed_brands', data.brands, catalogueFiles['brands.json'].keys),
    call('seed_materials', data.materials, catalogueFiles['materials.json'].keys),
    call('seed_sensors', data.sensors, catalogueFiles['sensors.json'].keys),
    call('seed_switches', data.switches, catalogueFiles['switches.json'].keys),
    call('seed_scroll_wheel_encoders', data.encoders, catalogueFiles['encoders.json'].keys),
    call('seed_mice', mice as unknown as Row[], mergedMouseKeys),
    call('seed_mouse_parts', data.mouseParts, catalogueFiles['mouse-parts.json'].keys),
    call('seed_click_latency', data.latency, catalogueFiles['mouse-latency.json'].keys),
  ].join('\n')
}
