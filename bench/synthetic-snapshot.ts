/**
 * The embedded catalogue snapshot (dist/data/api/<view>.json) as the production build would write
 * it if the catalogue held N synthetic mice: the real migrations and seed in PGlite
 * (supabase/pglite.ts), the seed's mice and sensors replaced by bench/synthetic-catalogue.ts rows,
 * and every api view exported and packed exactly as scripts/catalogue-snapshot-plugin.ts does.
 * Going through the database rather than JSON.stringify on the generated rows matters: Postgres writes numerics,
 * dates and arrays its own way, and the view computes columns (material and sensor names) itself.
 */
import type { PGlite } from '@electric-sql/pglite'
import { packedSparseLast } from '../scripts/catalogue-snapshot-plugin'
import { exportApiViews, openCatalogue } from '../supabase/pglite'
import { packedViewBody, packedViews } from '../web/lib/packed-rows'
import { generateSyntheticMice, generateSyntheticSensors, syntheticBrands } from './synthetic-catalogue'

export interface SyntheticSnapshots {
  /** The seed's own export (the real catalogue's mice, reviews, discounts, …) before any mouse was replaced. */
  seed: Record<string, string>
  /** count → the api.mice body for that many synthetic mice. */
  mice: Map<number, string>
}

async function insertSyntheticComponents(db: PGlite, seed: number): Promise<void> {
  // Explicit ids (overriding the identity) so the exported rows keep the generator's ids.
  await db.query(`insert into catalog.brands (handle, name) select x.handle, x.name from jsonb_to_recordset($1::jsonb) as x(handle text, name text)`, [
    JSON.stringify(syntheticBrands),
  ])
  await db.query(
    `insert into catalog.sensors (id, handle, brand_id, model, release_date, status_edited_date, example_types,
       type, dpi, tracking_speed, acceleration, lift_off_distances, polling_rate)
     overriding system value
     select x.general__id, x.general__handle, b.id, x.general__model, x.general__release_date, x.general__status_edited_date,
       x.general__example_types, x.mouse_sensor__type, x.mouse_sensor__dpi, x.mouse_sensor__tracking_speed,
       x.mouse_sensor__acceleration, x.mouse_sensor__lift_off_distances, x.mouse_sensor__polling_rate
     from jsonb_to_recordset($1::jsonb) as x(general__id bigint, general__handle text, general__brand_handles text[],
       general__model text, general__release_date text, general__status_edited_date date, general__example_types text[],
       mouse_sensor__type catalog.sensor_type, mouse_sensor__dpi integer,
       mouse_sensor__tracking_speed integer, mouse_sensor__acceleration integer, mouse_sensor__lift_off_distances numeric[],
       mouse_sensor__polling_rate integer)
     join catalog.brands b on b.handle = x.general__brand_handles[1]`,
    [JSON.stringify(generateSyntheticSensors(seed))],
  )
}

async function replaceMice(db: PGlite, count: number, seed: number): Promise<void> {
  await db.exec('delete from catalog.mice')
  await db.query(
    `insert into catalog.mice (id, handle, brand_id, model, variant, release_date, status_edited_date, example_types,
       affiliate_links, images, shape_parent_id, length, width, height, weight, shape, front_flare, side_curvature,
       hump_placement, hand_compatibility, thumb_rest, ring_finger_rest, top_view, side_view, back_view, material_handle,
       wireless, sensor_id, dpi, polling_rate, adjustable_sensor_position, middle_buttons, side_buttons, size_class,
       dimensions_source, sensor_source, shape_source)
     overriding system value
     select x.general__id, x.general__handle, b.id, x.general__model, x.general__variant, x.general__release_date,
       x.general__status_edited_date, x.general__example_types, x.general__affiliate_links, x.images, x.mouse__shape_parent_id,
       x.mouse__length, x.mouse__width, x.mouse__height, x.mouse__weight, x.mouse__shape, x.mouse__front_flare,
       x.mouse__side_curvature, x.mouse__hump_placement, x.mouse__hand_compatibility, x.mouse__thumb_rest,
       x.mouse__ring_finger_rest, x.mouse__top_view, x.mouse__side_view, x.mouse__back_view,
       x.mouse__material_handle_specific, x.mouse__wireless, x.mouse__sensor_id, x.mouse__dpi, x.mouse__polling_rate,
       x.mouse__adjustable_sensor_position, x.mouse__middle_buttons, x.mouse__side_buttons, x.mouse__size_class,
       x.mouse__dimensions_source, x.mouse__sensor_source, x.mouse__shape_source
     from jsonb_to_recordset($1::jsonb) as x(general__id bigint, general__handle text, general__brand_handles text[],
       general__model text, general__variant text, general__release_date text, general__status_edited_date date,
       general__example_types text[], general__affiliate_links jsonb, images text[], mouse__shape_parent_id bigint,
       mouse__length numeric, mouse__width numeric, mouse__height numeric, mouse__weight numeric,
       mouse__shape catalog.mouse_shape, mouse__front_flare catalog.front_flare, mouse__side_curvature catalog.side_curvature,
       mouse__hump_placement catalog.hump_placement, mouse__hand_compatibility catalog.hand_compatibility,
       mouse__thumb_rest boolean, mouse__ring_finger_rest boolean, mouse__top_view text, mouse__side_view text,
       mouse__back_view text, mouse__material_handle_specific text, mouse__wireless boolean, mouse__sensor_id bigint,
       mouse__dpi integer, mouse__polling_rate integer, mouse__adjustable_sensor_position boolean,
       mouse__middle_buttons smallint, mouse__side_buttons smallint, mouse__size_class text,
       mouse__dimensions_source jsonb, mouse__sensor_source jsonb, mouse__shape_source jsonb)
     join catalog.brands b on b.handle = x.general__brand_handles[1]
     -- Insertion order is the order the view exports (it has no ORDER BY), as with the seed.
     order by x.general__id`,
    [JSON.stringify(generateSyntheticMice(count, seed))],
  )
}

/** One PGlite for every count (opening it is most of the cost). */
export async function syntheticSnapshots(counts: readonly number[], seed = 42): Promise<SyntheticSnapshots> {
  const db = await openCatalogue()
  try {
    const seedViews = packedViews(await exportApiViews(db), packedSparseLast)
    await db.exec('delete from catalog.mice; delete from catalog.sensors')
    await insertSyntheticComponents(db, seed)
    const mice = new Map<number, string>()
    for (const count of counts) {
      await replaceMice(db, count, seed)
      mice.set(count, packedViewBody((await exportApiViews(db)).mice!))
    }
    return { seed: seedViews, mice }
  } finally {
    await db.close()
  }
}
