-- Parts, connected (issue 29)
-- ==========================
-- * Every sensor, switch and encoder a source names is a part, with every figure that source gives:
--   BuildCores OpenDB names most of its sensors and switches without any figure, so a sensor's type
--   and maximum DPI, and a switch's type, may be not known (null), never a stand-in.
-- * A switch row may name a family only ("Omron Optical": the source does not say which model):
--   `family`. A mouse linked to it names the family, shown as such; a switch's family is itself or
--   its nearest ancestor (parent) that is a family: catalog.switch_families().
-- * Switch type 'inductive' (Logitech's HITS: a click detected by induction).
-- * Scroll-wheel encoders gain their detents per turn.
-- * Measured click latency: NVIDIA's Reflex Latency Analyzer mice database (CC BY 4.0), one row
--   per mouse, mode (wired or wireless) and firmware it was tested on.
--
-- The api views gain, at their end (create or replace: every column before keeps its name, type
-- and place, so the open-data v1 contract holds for them), and each view is restated whole here,
-- keeping every visibility rule written at the top of 20261123000100_visibility_rules.sql
-- (publication, brand publication, public-only components and counts, a unique ORDER BY, byte-order
-- collation):
--   api.mouse_sensors               mouse_sensor__based_on
--   api.mouse_switches              mouse_switch__is_family, mouse_switch__family_handle, mouse_switch__family_name
--   api.mouse_scroll_wheel_encoders mouse_scroll_wheel_encoder__detents
--   api.mice                        mouse__sensor_based_on, mouse__switch_is_family,
--                                   mouse__switch_family_handle, mouse__switch_family_name,
--                                   mouse__click_latency, mouse__click_latency_ms
-- The sensor rank keeps its rule, an unknown maximum DPI now ranking after every known one as the
-- other figures already do (web/lib/sensor-rank.ts says the same).

-- Figures that may be not known ------------------------------------------------------------------

alter table catalog.sensors
  alter column type drop not null,
  alter column dpi drop not null;

alter table catalog.switches drop constraint switches_type_check;
alter table catalog.switches
  alter column type drop not null,
  add constraint switches_type_check check (type in ('mechanical', 'optical', 'hybrid', 'magnetic', 'inductive')),
  -- The row names a family of switches, not one model.
  add column family boolean not null default false;

alter table catalog.scroll_wheel_encoders
  add column detents integer check (detents between 1 and 100);

-- Every switch's family: itself when it is a family, else its nearest ancestor that is one (switches
-- without a family are not listed). One set for the whole table, so a view joins it once instead of
-- walking the chain per row. Runs as the reader (row level security applies): an unpublished row
-- breaks the chain rather than leaking.
create function catalog.switch_families() returns table (switch_id bigint, family_id bigint)
  language sql stable
  set search_path = ''
as $$
  with recursive chain (switch_id, id, parent_id, family, depth) as (
    select w.id, w.id, w.parent_id, w.family, 0 from catalog.switches w
    union all
    select c.switch_id, p.id, p.parent_id, p.family, c.depth + 1
      from chain c join catalog.switches p on p.id = c.parent_id
     where not c.family and c.depth < 32
  )
  select distinct on (c.switch_id) c.switch_id, c.id from chain c where c.family order by c.switch_id, c.depth
$$;
revoke all on function catalog.switch_families() from public;
grant execute on function catalog.switch_families() to anon, authenticated, service_role;

-- Measured click latency -------------------------------------------------------------------------

create table catalog.click_latency (
  id                 bigint generated always as identity primary key,
  mouse_id           bigint not null references catalog.mice (id) on delete cascade,
  mode               text not null check (mode in ('wired', 'wireless')),
  -- NVIDIA's mean over 500 left clicks, corrected for polled actuation (optical switches that
  -- pulse) by NVIDIA's own formula; the same as measured when the switch is not polled. Microseconds.
  mean_us            integer not null check (mean_us > 0),
  std_dev_us         integer not null check (std_dev_us >= 0),
  unadjusted_mean_us integer not null check (unadjusted_mean_us > 0),
  polled_actuation   boolean not null,
  -- The firmware revision as NVIDIA writes it (the USB device's BCD revision).
  firmware           text not null check (firmware <> ''),
  measured           catalog.partial_date not null,
  -- The make and model NVIDIA names (a colour edition of the catalogue's mouse, say).
  tested_as          text not null check (tested_as <> ''),
  is_published       boolean not null default true,
  unique (mouse_id, mode, firmware, tested_as)
);
create index click_latency_mouse_id_idx on catalog.click_latency (mouse_id);
comment on table catalog.click_latency is
  'Measured click latency: NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0 (attribute it wherever shown or served).';

alter table catalog.click_latency enable row level security;
create policy "published latencies are public" on catalog.click_latency
  for select to anon, authenticated using (is_published);
revoke all on catalog.click_latency from public, anon, authenticated;
grant select (id, mouse_id, mode, mean_us, std_dev_us, unadjusted_mean_us, polled_actuation, firmware,
              measured, tested_as, is_published)
  on catalog.click_latency to anon, authenticated;
grant all on catalog.click_latency to service_role;

-- security_invoker views: the reader needs the new columns.
grant select (family) on catalog.switches to anon, authenticated;
grant select (detents) on catalog.scroll_wheel_encoders to anon, authenticated;

-- The api views, restated ------------------------------------------------------------------------

create or replace view api.mouse_sensors with (security_invoker = true) as
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
     order by s.tracking_speed desc nulls last, s.acceleration desc nulls last, s.dpi desc nulls last,
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
                                                          as mouse_sensor__mice_count,
  s.source                                                as mouse_sensor__source,
  -- The part this one is a maker's rendition of, where a source states it (its parent, of another
  -- brand: "Owl-Eye 19K, a PixArt PAW3370"); null otherwise.
  case when p.id is not null and p.brand_id is distinct from s.brand_id then concat_ws(' ',
         array_to_string(array_remove(array[pb.name, pcb.name], null), p.brands_separator),
         p.model, p.variant) end                          as mouse_sensor__based_on
from catalog.sensors s
left join catalog.brands b  on b.id = s.brand_id and b.is_published
left join catalog.brands cb on cb.id = s.collab_brand_id and cb.is_published
left join catalog.sensors p on p.id = s.parent_id and p.is_published
                           and catalog.brands_are_public(p.brand_id, p.collab_brand_id)
left join catalog.brands pb  on pb.id = p.brand_id and pb.is_published
left join catalog.brands pcb on pcb.id = p.collab_brand_id and pcb.is_published
where s.is_published
  and catalog.brands_are_public(s.brand_id, s.collab_brand_id)
order by s.id;

create or replace view api.mouse_switches with (security_invoker = true) as
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
  w.debounce_free                                         as mouse_switch__debounce_free,
  w.source                                                as mouse_switch__source,
  w.family                                                as mouse_switch__is_family,
  f.handle::text                                          as mouse_switch__family_handle,
  case when f.id is not null then concat_ws(' ',
         array_to_string(array_remove(array[fb.name, fcb.name], null), f.brands_separator),
         f.model, f.variant) end                          as mouse_switch__family_name
from catalog.switches w
left join catalog.brands b  on b.id = w.brand_id and b.is_published
left join catalog.brands cb on cb.id = w.collab_brand_id and cb.is_published
left join catalog.switch_families() wf on wf.switch_id = w.id
left join catalog.switches f on f.id = wf.family_id and f.is_published
                            and catalog.brands_are_public(f.brand_id, f.collab_brand_id)
left join catalog.brands fb  on fb.id = f.brand_id and fb.is_published
left join catalog.brands fcb on fcb.id = f.collab_brand_id and fcb.is_published
where w.is_published
  and catalog.brands_are_public(w.brand_id, w.collab_brand_id)
order by w.id;

create or replace view api.mouse_scroll_wheel_encoders with (security_invoker = true) as
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
                                                          as mouse_scroll_wheel_encoder__mice_count,
  e.source                                                as mouse_scroll_wheel_encoder__source,
  e.detents                                               as mouse_scroll_wheel_encoder__detents
from catalog.scroll_wheel_encoders e
left join catalog.brands b  on b.id = e.brand_id and b.is_published
left join catalog.brands cb on cb.id = e.collab_brand_id and cb.is_published
where e.is_published
  and catalog.brands_are_public(e.brand_id, e.collab_brand_id)
order by e.id;

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
  lat.lowest_ms                                           as mouse__click_latency_ms
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
