-- The catalogue at market scale (issue 18): honest unknowns and provenance.
--
-- * Release dates keep the precision that is known ('2023', '2023-09' or '2023-09-19'), as text
--   with a format check (catalog.partial_date): no invented 1st of the month.
-- * A mouse's figures that may be unknown are nullable, with no default standing in for a fact:
--   shape and its descriptors, hand compatibility, the rests, material, sensor, DPI, polling rate,
--   weight, buttons, adjustable sensor position. Length, width and height stay required: a mouse
--   without them is not loaded (the import leaves such rows out, with the reason).
-- * Every mouse records where each group of its figures comes from (catalog.source_kind: the
--   maker, BuildCores OpenDB, a teardown, this site's editors), and which OpenDB rows it came from.
-- * Sensors, switches and encoders take the keys of the data files (aliases, source, switch type
--   'hybrid', debounce_free). A sensor's rank is no longer typed in: api.mouse_sensors derives it
--   from the figures by one rule (web/lib/sensor-rank.ts is the same rule in TypeScript).
-- * Impossible figures are refused by the table itself: a mouse no longer than it is wide, higher
--   than it is wide, or outside 25–200 g.
--
-- The api views that read the changed columns are recreated with the same WHERE and ORDER clauses,
-- keeping every visibility rule of 20261123000100_visibility_rules.sql (publication, brand
-- publication, public-only counts and components, a unique ORDER BY, byte-order collation).

-- Views over the columns that change type -----------------------------------------------------

drop view api.mice;
drop view api.mouse_sensors;
drop view api.mouse_switches;
drop view api.mouse_scroll_wheel_encoders;
drop view api.mousepads;

-- Types and helpers ---------------------------------------------------------------------------

-- A date with the precision that is known: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (a real day).
create domain catalog.partial_date as text
  check (
    value ~ '^[12][0-9]{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$'
    and (length(value) <> 10 or to_char(to_date(value, 'YYYY-MM-DD'), 'YYYY-MM-DD') = value)
  );

comment on domain catalog.partial_date is
  'A date with the precision that is known: YYYY, YYYY-MM or YYYY-MM-DD. Never a stand-in day or month.';

create type catalog.source_kind as enum ('maker', 'opendb', 'teardown', 'editors');

-- Where a group of figures comes from: {"kind": source_kind, "note"?: text, "url"?: "https://…"}.
create function catalog.is_source(source jsonb) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select jsonb_typeof(source) = 'object'
     and (source ->> 'kind') in ('maker', 'opendb', 'teardown', 'editors')
     and not exists (select 1 from jsonb_object_keys(source) as k where k not in ('kind', 'note', 'url'))
     and (not source ? 'note' or (jsonb_typeof(source -> 'note') = 'string' and source ->> 'note' <> ''))
     and (not source ? 'url' or (jsonb_typeof(source -> 'url') = 'string' and source ->> 'url' ~ '^https?://'))  -- a citation may be an http-only maker page
$$;

-- Release dates: the site's dates were entered as the 1st of the month when only the month was
-- known, so the existing ones become month precision (to_char(release_date, 'YYYY-MM') below).

-- Brands --------------------------------------------------------------------------------------

alter table catalog.brands
  add column aliases text[] not null default '{}'
    check (array_position(aliases, null) is null and '' <> all (aliases));

-- Sensors -------------------------------------------------------------------------------------

alter table catalog.sensors drop column rank;
alter table catalog.sensors
  alter column release_date type catalog.partial_date using to_char(release_date, 'YYYY-MM'),
  add column aliases text[] not null default '{}'
    check (array_position(aliases, null) is null and '' <> all (aliases)),
  add column source jsonb check (source is null or catalog.is_source(source));

-- Switches ------------------------------------------------------------------------------------

alter table catalog.switches drop constraint switches_type_check;
alter table catalog.switches
  add constraint switches_type_check check (type in ('mechanical', 'optical', 'hybrid', 'magnetic')),
  alter column release_date type catalog.partial_date using to_char(release_date, 'YYYY-MM'),
  add column debounce_free boolean,
  add column aliases text[] not null default '{}'
    check (array_position(aliases, null) is null and '' <> all (aliases)),
  add column source jsonb check (source is null or catalog.is_source(source));

-- Scroll-wheel encoders -----------------------------------------------------------------------

alter table catalog.scroll_wheel_encoders
  alter column release_date type catalog.partial_date using to_char(release_date, 'YYYY-MM'),
  add column aliases text[] not null default '{}'
    check (array_position(aliases, null) is null and '' <> all (aliases)),
  add column source jsonb check (source is null or catalog.is_source(source));

-- Mousepads (not yet part of the data files; same date rule) -----------------------------------

alter table catalog.mousepads
  alter column release_date type catalog.partial_date using to_char(release_date, 'YYYY-MM');

-- Mice ----------------------------------------------------------------------------------------

alter table catalog.mice drop constraint mice_weight_check;
alter table catalog.mice
  alter column release_date type catalog.partial_date using to_char(release_date, 'YYYY-MM'),
  alter column weight drop not null,
  alter column shape drop not null,
  alter column front_flare drop not null,
  alter column side_curvature drop not null,
  alter column hump_placement drop not null,
  alter column hand_compatibility drop not null,
  alter column thumb_rest drop not null,
  alter column thumb_rest drop default,
  alter column ring_finger_rest drop not null,
  alter column ring_finger_rest drop default,
  alter column material_handle drop not null,
  alter column material_handle drop default,
  alter column sensor_id drop not null,
  alter column dpi drop not null,
  alter column polling_rate drop not null,
  alter column adjustable_sensor_position drop not null,
  alter column adjustable_sensor_position drop default,
  alter column middle_buttons drop not null,
  alter column side_buttons drop not null,
  -- OpenDB's size class ('small', 'medium', 'large'), kept as the extract gives it.
  add column size_class text check (size_class in ('small', 'medium', 'large')),
  -- Sources of the figure groups (see supabase/seed/catalogue/FORMAT.md):
  --   dimensions: length, width, height, weight, size class, connection, release date;
  --   sensor: sensor, DPI, polling rate, sensor position;
  --   shape: shape, front flare, side curvature, hump, hand, rests, buttons, material;
  --   switch and encoder: the main-button switch and the scroll-wheel encoder.
  add column dimensions_source jsonb check (dimensions_source is null or catalog.is_source(dimensions_source)),
  add column sensor_source jsonb check (sensor_source is null or catalog.is_source(sensor_source)),
  add column shape_source jsonb check (shape_source is null or catalog.is_source(shape_source)),
  add column switch_source jsonb check (switch_source is null or catalog.is_source(switch_source)),
  add column encoder_source jsonb check (encoder_source is null or catalog.is_source(encoder_source)),
  -- The exact `name`s of the OpenDB extract rows this mouse was imported from (empty when none).
  add column opendb_names text[] not null default '{}'
    check (array_position(opendb_names, null) is null and '' <> all (opendb_names)),
  add constraint mice_weight_check check (weight between 25 and 200),
  -- Dimensions that cannot be right: the length is the longest side, the height the shortest.
  add constraint mice_length_exceeds_width check (length > width),
  add constraint mice_width_exceeds_height check (width > height),
  -- A group of figures that is known says where it comes from; a source without figures is not kept.
  add constraint mice_dimensions_sourced check (dimensions_source is not null),
  add constraint mice_sensor_sourced check (
    (sensor_source is not null) = (sensor_id is not null or dpi is not null or polling_rate is not null
                                   or adjustable_sensor_position is not null or sensor_position_x is not null
                                   or sensor_position_y is not null)),
  add constraint mice_shape_sourced check (
    (shape_source is not null) = (shape is not null or front_flare is not null or side_curvature is not null
                                  or hump_placement is not null or hand_compatibility is not null
                                  or thumb_rest is not null or ring_finger_rest is not null
                                  or middle_buttons is not null or side_buttons is not null
                                  or material_handle is not null)),
  add constraint mice_switch_sourced check ((switch_source is not null) = (switch_id is not null)),
  add constraint mice_encoder_sourced check ((encoder_source is not null) = (scroll_wheel_encoder_id is not null)),
  -- "Ambidextrous" means buttons for both hands: only a symmetrical shell can be, and its side
  -- buttons come in pairs.
  add constraint mice_ambidextrous_is_symmetrical check (
    hand_compatibility is distinct from 'ambidextrous'
    or (shape = 'symmetrical' and (side_buttons is null or side_buttons % 2 = 0)));

create index mice_opendb_names_idx on catalog.mice using gin (opendb_names);

-- The api views, recreated --------------------------------------------------------------------

create view api.mouse_sensors with (security_invoker = true) as
select
  s.id                                                    as general__id,
  s.parent_id                                             as general__parent_id,
  s.handle::text                                          as general__handle,
  'mouse_sensor'::catalog.product_category                as general__category,
  s.status_edited_date                                    as general__status_edited_date,
  s.release_date::text                                    as general__release_date,
  array_remove(array[b.handle::text, cb.handle::text], null) as general__brand_handles,
  array_remove(array[b.name, cb.name], null)              as general__brand_names,
  s.brands_separator                                      as general__brands_separator,
  s.model                                                 as general__model,
  s.variant                                               as general__variant,
  s.example_types                                         as general__example_types,
  s.affiliate_links                                       as general__affiliate_links,
  s.images                                                as images,
  -- Derived, never typed in: 1 is the best published sensor (fastest tracking, then highest
  -- acceleration, then highest maximum DPI, then the newest, then by handle; an unknown figure
  -- ranks after every known one). web/lib/sensor-rank.ts is the same rule (tests/db compares them).
  (row_number() over (
     order by s.tracking_speed desc nulls last, s.acceleration desc nulls last, s.dpi desc,
              s.release_date::text collate "C" desc nulls last, s.handle::text collate "C"))::integer
                                                          as mouse_sensor__rank,
  s.type                                                  as mouse_sensor__type,
  s.dpi                                                   as mouse_sensor__dpi,
  s.tracking_speed                                        as mouse_sensor__tracking_speed,
  s.acceleration                                          as mouse_sensor__acceleration,
  s.lift_off_distances                                    as mouse_sensor__lift_off_distances,
  s.polling_rate                                          as mouse_sensor__polling_rate,
  (select count(*) from catalog.mice m
    where m.sensor_id = s.id and m.is_published
      and catalog.brands_are_public(m.brand_id, m.collab_brand_id))::integer
                                                          as mouse_sensor__mice_count
from catalog.sensors s
left join catalog.brands b  on b.id = s.brand_id and b.is_published
left join catalog.brands cb on cb.id = s.collab_brand_id and cb.is_published
where s.is_published
  and catalog.brands_are_public(s.brand_id, s.collab_brand_id)
order by s.id;

create view api.mice with (security_invoker = true) as
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
  case when e.id is not null then m.encoder_source end    as mouse__encoder_source
from catalog.mice m
left join catalog.brands b    on b.id = m.brand_id and b.is_published
left join catalog.brands cb   on cb.id = m.collab_brand_id and cb.is_published
left join catalog.materials ms on ms.handle = m.material_handle and ms.is_published
left join catalog.materials mg on mg.handle = coalesce(ms.general_handle, ms.handle) and mg.is_published
left join catalog.sensors s   on s.id = m.sensor_id and s.is_published
                             and catalog.brands_are_public(s.brand_id, s.collab_brand_id)
-- The sensor's rank as api.mouse_sensors derives it.
left join api.mouse_sensors sr on sr.general__id = s.id
left join catalog.brands sb   on sb.id = s.brand_id and sb.is_published
left join catalog.brands scb  on scb.id = s.collab_brand_id and scb.is_published
left join catalog.switches sw on sw.id = m.switch_id and sw.is_published
                             and catalog.brands_are_public(sw.brand_id, sw.collab_brand_id)
left join catalog.brands swb  on swb.id = sw.brand_id and swb.is_published
left join catalog.brands swcb on swcb.id = sw.collab_brand_id and swcb.is_published
left join catalog.scroll_wheel_encoders e on e.id = m.scroll_wheel_encoder_id and e.is_published
                             and catalog.brands_are_public(e.brand_id, e.collab_brand_id)
left join catalog.brands eb   on eb.id = e.brand_id and eb.is_published
left join catalog.brands ecb  on ecb.id = e.collab_brand_id and ecb.is_published
where m.is_published
  and catalog.brands_are_public(m.brand_id, m.collab_brand_id)
order by m.id;

create view api.mouse_switches with (security_invoker = true) as
select
  w.id                                                    as general__id,
  w.parent_id                                             as general__parent_id,
  w.handle::text                                          as general__handle,
  'mouse_switch'::catalog.product_category                as general__category,
  w.status_edited_date                                    as general__status_edited_date,
  w.release_date::text                                    as general__release_date,
  array_remove(array[b.handle::text, cb.handle::text], null) as general__brand_handles,
  array_remove(array[b.name, cb.name], null)              as general__brand_names,
  w.brands_separator                                      as general__brands_separator,
  w.model                                                 as general__model,
  w.variant                                               as general__variant,
  w.example_types                                         as general__example_types,
  w.affiliate_links                                       as general__affiliate_links,
  w.images                                                as images,
  w.type                                                  as mouse_switch__type,
  w.actuation_force                                       as mouse_switch__actuation_force,
  w.lifetime                                              as mouse_switch__lifetime,
  w.pre_travel                                            as mouse_switch__pre_travel,
  w.post_travel                                           as mouse_switch__post_travel,
  (select count(*) from catalog.mice m
    where m.switch_id = w.id and m.is_published
      and catalog.brands_are_public(m.brand_id, m.collab_brand_id))::integer
                                                          as mouse_switch__mice_count,
  w.debounce_free                                         as mouse_switch__debounce_free
from catalog.switches w
left join catalog.brands b  on b.id = w.brand_id and b.is_published
left join catalog.brands cb on cb.id = w.collab_brand_id and cb.is_published
where w.is_published
  and catalog.brands_are_public(w.brand_id, w.collab_brand_id)
order by w.id;

create view api.mouse_scroll_wheel_encoders with (security_invoker = true) as
select
  e.id                                                    as general__id,
  e.parent_id                                             as general__parent_id,
  e.handle::text                                          as general__handle,
  'mouse_scroll_wheel_encoder'::catalog.product_category  as general__category,
  e.status_edited_date                                    as general__status_edited_date,
  e.release_date::text                                    as general__release_date,
  array_remove(array[b.handle::text, cb.handle::text], null) as general__brand_handles,
  array_remove(array[b.name, cb.name], null)              as general__brand_names,
  e.brands_separator                                      as general__brands_separator,
  e.model                                                 as general__model,
  e.variant                                               as general__variant,
  e.example_types                                         as general__example_types,
  e.affiliate_links                                       as general__affiliate_links,
  e.images                                                as images,
  e.height                                                as mouse_scroll_wheel_encoder__height,
  e.type                                                  as mouse_scroll_wheel_encoder__type,
  e.lifetime                                              as mouse_scroll_wheel_encoder__lifetime,
  (select count(*) from catalog.mice m
    where m.scroll_wheel_encoder_id = e.id and m.is_published
      and catalog.brands_are_public(m.brand_id, m.collab_brand_id))::integer
                                                          as mouse_scroll_wheel_encoder__mice_count
from catalog.scroll_wheel_encoders e
left join catalog.brands b  on b.id = e.brand_id and b.is_published
left join catalog.brands cb on cb.id = e.collab_brand_id and cb.is_published
where e.is_published
  and catalog.brands_are_public(e.brand_id, e.collab_brand_id)
order by e.id;

create view api.mousepads with (security_invoker = true) as
select
  p.id                                                    as general__id,
  p.parent_id                                             as general__parent_id,
  p.handle::text                                          as general__handle,
  'mousepad'::catalog.product_category                    as general__category,
  p.status_edited_date                                    as general__status_edited_date,
  p.release_date::text                                    as general__release_date,
  array_remove(array[b.handle::text, cb.handle::text], null) as general__brand_handles,
  array_remove(array[b.name, cb.name], null)              as general__brand_names,
  p.brands_separator                                      as general__brands_separator,
  p.model                                                 as general__model,
  p.variant                                               as general__variant,
  p.example_types                                         as general__example_types,
  p.affiliate_links                                       as general__affiliate_links,
  p.images                                                as images,
  p.length                                                as mousepad__length,
  p.width                                                 as mousepad__width,
  p.thickness                                             as mousepad__thickness,
  p.surface                                               as mousepad__surface,
  p.speed                                                 as mousepad__speed
from catalog.mousepads p
left join catalog.brands b  on b.id = p.brand_id and b.is_published
left join catalog.brands cb on cb.id = p.collab_brand_id and cb.is_published
where p.is_published
  and catalog.brands_are_public(p.brand_id, p.collab_brand_id)
order by p.id;

-- Privileges ----------------------------------------------------------------------------------

-- The recreated views are read-only for the site's roles, like every api view.
revoke all on api.mice, api.mouse_sensors, api.mouse_switches, api.mouse_scroll_wheel_encoders,
              api.mousepads from public, anon, authenticated;
grant select on api.mice, api.mouse_sensors, api.mouse_switches, api.mouse_scroll_wheel_encoders,
                api.mousepads to anon, authenticated, service_role;

revoke all on function catalog.is_source(jsonb) from public, anon, authenticated;
grant execute on function catalog.is_source(jsonb) to service_role;

-- The new columns the views read (security_invoker: the reader needs them). aliases, source and
-- opendb_names stay private, like notes.
grant select (debounce_free) on catalog.switches to anon, authenticated;
grant select (size_class, dimensions_source, sensor_source, shape_source, switch_source, encoder_source)
  on catalog.mice to anon, authenticated;
