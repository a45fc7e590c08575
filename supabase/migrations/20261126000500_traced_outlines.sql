-- Traced outlines (issue 32): an editor's trace of a real image of a mouse, with its provenance.
--
-- * top_view, side_view and back_view hold a traced outline of the view: SVG path data in
--   millimetres (absolute M/L commands closed by Z) in the frame of the site's generated outlines
--   (web/features/outlines/traced-outline.ts says it; no row held a view image before, so no value
--   changes meaning). The tracer (npm run trace, scripts/outline-tracer/) writes them into
--   supabase/seed/catalogue/mice.json; catalogue:check validates every trace (one closed outline,
--   its size within 2 % of the published dimensions).
-- * outline_source says how each traced view was made: {"top"?: trace, "side"?: trace, "back"?:
--   trace}, a trace being {method, image {title, url?, licence, author?}, scale {basis, mm_per_px},
--   rotation_deg, mirrored, checks [...], error_mm, date, editor, sensor_position? {x, y}}. A view
--   is traced exactly when it has both a path and its provenance.
-- * api.mice returns it as mouse__outline_source, added at the end of the view (create or replace
--   keeps every other column, its grants and the open-data v1 contract:
--   web/features/open-data/open-data-changelog.ts). The view is restated whole (as 20261126000100_parts_connected.sql left it) and keeps every
--   visibility rule of 20261123000100_visibility_rules.sql (publication, brand publication,
--   public-only components, a unique ORDER BY).

-- One view's provenance: the keys the data files give (supabase/catalogue/schemas.ts checks each
-- value in full; this keeps the table from holding anything that is not a trace).
create function catalog.is_outline_trace(trace jsonb) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select jsonb_typeof(trace) = 'object'
     and trace ->> 'method' = 'traced'
     and jsonb_typeof(trace -> 'image') = 'object'
     and coalesce(trace -> 'image' ->> 'title', '') <> ''
     and coalesce(trace -> 'image' ->> 'licence', '') <> ''
     and jsonb_typeof(trace -> 'scale') = 'object'
     and (trace -> 'scale' ->> 'basis') in ('calibration-sheet', 'published-length', 'published-width', 'published-height')
     and jsonb_typeof(trace -> 'scale' -> 'mm_per_px') = 'number'
     and jsonb_typeof(trace -> 'rotation_deg') = 'number'
     and jsonb_typeof(trace -> 'mirrored') = 'boolean'
     and jsonb_typeof(trace -> 'checks') = 'array'
     and jsonb_typeof(trace -> 'error_mm') = 'number'
     and coalesce(trace ->> 'date', '') ~ '^[12][0-9]{3}-[01][0-9]-[0-3][0-9]$'
     and coalesce(trace ->> 'editor', '') <> ''
     and not exists (select 1 from jsonb_object_keys(trace) as k
                      where k not in ('method', 'image', 'scale', 'rotation_deg', 'mirrored', 'checks',
                                      'error_mm', 'date', 'editor', 'sensor_position'))
$$;

create function catalog.is_outline_source(source jsonb) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select jsonb_typeof(source) = 'object'
     and source <> '{}'::jsonb
     and not exists (select 1 from jsonb_object_keys(source) as k where k not in ('top', 'side', 'back'))
     and (not source ? 'top' or catalog.is_outline_trace(source -> 'top'))
     and (not source ? 'side' or catalog.is_outline_trace(source -> 'side'))
     and (not source ? 'back' or catalog.is_outline_trace(source -> 'back'))
$$;

revoke all on function catalog.is_outline_trace(jsonb) from public, anon, authenticated;
revoke all on function catalog.is_outline_source(jsonb) from public, anon, authenticated;
grant execute on function catalog.is_outline_trace(jsonb), catalog.is_outline_source(jsonb) to service_role;

alter table catalog.mice
  add column outline_source jsonb check (outline_source is null or catalog.is_outline_source(outline_source)),
  -- Path data in millimetres: absolute M, L and Z commands and numbers only, one closed outline.
  add constraint mice_views_are_paths check (
    (top_view is null or top_view ~ '^M[-0-9. L]+Z$')
    and (side_view is null or side_view ~ '^M[-0-9. L]+Z$')
    and (back_view is null or back_view ~ '^M[-0-9. L]+Z$')),
  -- A traced view says how it was traced, and provenance names only traced views.
  add constraint mice_views_sourced check (
    (top_view is not null) = coalesce(outline_source ? 'top', false)
    and (side_view is not null) = coalesce(outline_source ? 'side', false)
    and (back_view is not null) = coalesce(outline_source ? 'back', false));

comment on column catalog.mice.outline_source is
  'How each traced view (top_view, side_view, back_view) was traced: image and licence, scale basis, measured error, date, editor.';

create or replace view api.mice with (security_invoker = true) as
-- The sensors' ranks, derived once per read (a join to the window query itself was evaluated again
-- for every mouse when the planner, as anon under row level security, chose a nested loop).
with sensor_ranks as materialized (
  select r.general__id, r.mouse_sensor__rank from api.mouse_sensors r
)
select
  m.id                                                    as general__id,
  m.parent_id                                             as general__parent_id,
  m.handle::text                                          as general__handle,
  'mouse'::catalog.product_category                       as general__category,
  m.status_edited_date                                    as general__status_edited_date,
  m.release_date::text                                    as general__release_date,
  array_remove(array[b.handle::text, cb.handle::text], null) as general__brand_handles,
  array_remove(array[b.name, cb.name], null)              as general__brand_names,
  m.brands_separator                                      as general__brands_separator,
  m.model                                                 as general__model,
  m.variant                                               as general__variant,
  m.example_types                                         as general__example_types,
  m.affiliate_links                                       as general__affiliate_links,
  m.images                                                as images,
  m.shape_parent_id                                       as mouse__shape_parent_id,
  m.length                                                as mouse__length,
  m.width                                                 as mouse__width,
  m.height                                                as mouse__height,
  m.shape                                                 as mouse__shape,
  m.front_flare                                           as mouse__front_flare,
  m.side_curvature                                        as mouse__side_curvature,
  m.hump_placement                                        as mouse__hump_placement,
  m.hand_compatibility                                    as mouse__hand_compatibility,
  m.thumb_rest                                            as mouse__thumb_rest,
  m.ring_finger_rest                                      as mouse__ring_finger_rest,
  m.top_view                                              as mouse__top_view,
  m.side_view                                             as mouse__side_view,
  m.back_view                                             as mouse__back_view,
  m.weight                                                as mouse__weight,
  mg.handle::text                                         as mouse__material_handle_general,
  ms.handle::text                                         as mouse__material_handle_specific,
  mg.name                                                 as mouse__material_name_general,
  ms.name                                                 as mouse__material_name_specific,
  m.wireless                                              as mouse__wireless,
  m.sensor_id                                             as mouse__sensor_id,
  s.parent_id                                             as mouse__sensor_parent_id,
  s.handle::text                                          as mouse__sensor_handle,
  case when s.id is not null
       then array_remove(array[sb.handle::text, scb.handle::text], null) end
                                                          as mouse__sensor_brand_handles,
  case when s.id is not null
       then array_remove(array[sb.name, scb.name], null) end
                                                          as mouse__sensor_brand_names,
  s.brands_separator                                      as mouse__sensor_brands_separator,
  s.model                                                 as mouse__sensor_model,
  s.variant                                               as mouse__sensor_variant,
  sr.mouse_sensor__rank                                   as mouse__sensor_rank,
  s.type                                                  as mouse__sensor_type,
  s.tracking_speed                                        as mouse__sensor_tracking_speed,
  s.acceleration                                          as mouse__sensor_acceleration,
  m.dpi                                                   as mouse__dpi,
  m.polling_rate                                          as mouse__polling_rate,
  m.adjustable_sensor_position                            as mouse__adjustable_sensor_position,
  m.sensor_position_x                                     as mouse__sensor_position_x,
  m.sensor_position_x2                                    as mouse__sensor_position_x2,
  m.sensor_position_y                                     as mouse__sensor_position_y,
  m.sensor_position_y2                                    as mouse__sensor_position_y2,
  m.middle_buttons::integer                               as mouse__middle_buttons,
  m.side_buttons::integer                                 as mouse__side_buttons,
  sw.handle::text                                         as mouse__switch_handle,
  case when sw.id is not null then concat_ws(' ',
         array_to_string(array_remove(array[swb.name, swcb.name], null), sw.brands_separator),
         sw.model, sw.variant) end                        as mouse__switch_name,
  e.handle::text                                          as mouse__scroll_wheel_encoder_handle,
  case when e.id is not null then concat_ws(' ',
         array_to_string(array_remove(array[eb.name, ecb.name], null), e.brands_separator),
         e.model, e.variant) end                          as mouse__scroll_wheel_encoder_name,
  m.size_class                                            as mouse__size_class,
  -- What the outline on the compare page can be drawn from: a traced top view, the dimensions
  -- plus the shape descriptors, or the dimensions alone.
  case when m.top_view is not null then 'traced'
       when m.front_flare is not null or m.side_curvature is not null or m.hump_placement is not null
         then 'dimensions_and_descriptors'
       else 'dimensions' end                              as mouse__outline_kind,
  m.dimensions_source                                     as mouse__dimensions_source,
  m.sensor_source                                         as mouse__sensor_source,
  m.shape_source                                          as mouse__shape_source,
  case when sw.id is not null then m.switch_source end    as mouse__switch_source,
  case when e.id is not null then m.encoder_source end    as mouse__encoder_source,
  -- The part the sensor is a maker's rendition of (api.mouse_sensors' rule, joined here directly).
  case when sp.id is not null and sp.brand_id is distinct from s.brand_id then concat_ws(' ',
         array_to_string(array_remove(array[spb.name, spcb.name], null), sp.brands_separator),
         sp.model, sp.variant) end                        as mouse__sensor_based_on,
  sw.family                                               as mouse__switch_is_family,
  swf.handle::text                                        as mouse__switch_family_handle,
  case when swf.id is not null then concat_ws(' ',
         array_to_string(array_remove(array[swfb.name, swfcb.name], null), swf.brands_separator),
         swf.model, swf.variant) end                      as mouse__switch_family_name,
  lat.measurements                                        as mouse__click_latency,
  lat.lowest_ms                                           as mouse__click_latency_ms,
  m.outline_source                                        as mouse__outline_source
from catalog.mice m
left join catalog.brands b    on b.id = m.brand_id and b.is_published
left join catalog.brands cb   on cb.id = m.collab_brand_id and cb.is_published
left join catalog.materials ms on ms.handle = m.material_handle and ms.is_published
left join catalog.materials mg on mg.handle = coalesce(ms.general_handle, ms.handle) and mg.is_published
left join catalog.sensors s   on s.id = m.sensor_id and s.is_published
                             and catalog.brands_are_public(s.brand_id, s.collab_brand_id)
-- The sensor's rank as api.mouse_sensors derives it.
left join sensor_ranks sr on sr.general__id = s.id
left join catalog.sensors sp  on sp.id = s.parent_id and sp.is_published
                             and catalog.brands_are_public(sp.brand_id, sp.collab_brand_id)
left join catalog.brands spb  on spb.id = sp.brand_id and spb.is_published
left join catalog.brands spcb on spcb.id = sp.collab_brand_id and spcb.is_published
left join catalog.brands sb   on sb.id = s.brand_id and sb.is_published
left join catalog.brands scb  on scb.id = s.collab_brand_id and scb.is_published
left join catalog.switches sw on sw.id = m.switch_id and sw.is_published
                             and catalog.brands_are_public(sw.brand_id, sw.collab_brand_id)
left join catalog.brands swb  on swb.id = sw.brand_id and swb.is_published
left join catalog.brands swcb on swcb.id = sw.collab_brand_id and swcb.is_published
left join catalog.switch_families() swfs on swfs.switch_id = sw.id
left join catalog.switches swf on swf.id = swfs.family_id and swf.is_published
                              and catalog.brands_are_public(swf.brand_id, swf.collab_brand_id)
left join catalog.brands swfb  on swfb.id = swf.brand_id and swfb.is_published
left join catalog.brands swfcb on swfcb.id = swf.collab_brand_id and swfcb.is_published
left join catalog.scroll_wheel_encoders e on e.id = m.scroll_wheel_encoder_id and e.is_published
                             and catalog.brands_are_public(e.brand_id, e.collab_brand_id)
left join catalog.brands eb   on eb.id = e.brand_id and eb.is_published
left join catalog.brands ecb  on ecb.id = e.collab_brand_id and ecb.is_published
-- NVIDIA's measurements (CC BY 4.0, attributed in each), wired first, the fastest first; the lowest
-- mean for sorting and comparing.
left join (
  select l.mouse_id,
         jsonb_agg(jsonb_build_object(
             'mode', l.mode,
             'mean_ms', round(l.mean_us / 1000.0, 3),
             'std_dev_ms', round(l.std_dev_us / 1000.0, 3),
             'unadjusted_mean_ms', round(l.unadjusted_mean_us / 1000.0, 3),
             'polled_actuation', l.polled_actuation,
             'firmware', l.firmware,
             'measured', l.measured::text,
             'tested_as', l.tested_as,
             'attribution', 'NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0')
           order by l.mode collate "C", l.mean_us, l.firmware collate "C", l.tested_as collate "C") as measurements,
         round(min(l.mean_us) / 1000.0, 3) as lowest_ms
    from catalog.click_latency l
   where l.is_published
   group by l.mouse_id
) lat on lat.mouse_id = m.id
where m.is_published
  and catalog.brands_are_public(m.brand_id, m.collab_brand_id)
order by m.id;

-- security_invoker: the reader needs the column. A trace's provenance is public, like every source.
grant select (outline_source) on catalog.mice to anon, authenticated;
