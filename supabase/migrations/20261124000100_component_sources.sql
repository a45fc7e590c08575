-- Sensors, switches and scroll-wheel encoders say where their figures come from, as every mouse
-- does (catalog.source_kind): the data files already record a source for each row
-- (supabase/seed/catalogue/COMPONENTS-REVIEW.md); the api views now return it, so their compare
-- pages can show it. Each column is added at the end of its view (create or replace keeps the
-- others, their grants and the open-data v1 contract: web/features/open-data/open-data-changelog.ts).

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
                                                          as mouse_sensor__mice_count,
  s.source                                                 as mouse_sensor__source
from catalog.sensors s
left join catalog.brands b  on b.id = s.brand_id and b.is_published
left join catalog.brands cb on cb.id = s.collab_brand_id and cb.is_published
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
  w.source                                                 as mouse_switch__source
from catalog.switches w
left join catalog.brands b  on b.id = w.brand_id and b.is_published
left join catalog.brands cb on cb.id = w.collab_brand_id and cb.is_published
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
  e.source                                                 as mouse_scroll_wheel_encoder__source
from catalog.scroll_wheel_encoders e
left join catalog.brands b  on b.id = e.brand_id and b.is_published
left join catalog.brands cb on cb.id = e.collab_brand_id and cb.is_published
where e.is_published
  and catalog.brands_are_public(e.brand_id, e.collab_brand_id)
order by e.id;

-- security_invoker: the reader needs the column. A component's source is public now, as a mouse's
-- sources are (its aliases stay private, like notes).
grant select (source) on catalog.sensors, catalog.switches, catalog.scroll_wheel_encoders to anon, authenticated;
