-- Visibility rules no session can bend (issue 17)
-- ================================================
-- What the public sees is decided by the rules below, in the database, and by nothing a client
-- can set. Every api view (and every later redefinition of one, such as issue 18's) must keep
-- ALL of them; the row level security policies of the catalog tables say the same, so that a
-- direct read of a table agrees with the view (tests/db/visibility.test.ts checks both).
--
--  1. Publication. A row is public only when its own `is_published` is true.
--
--  2. Brands. A product (mouse, sensor, switch, scroll wheel encoder, mousepad) is public only
--     when its brand and, if it has one, its collaboration brand are published:
--     `catalog.brands_are_public(x.brand_id, x.collab_brand_id)`. So a product never appears
--     with an empty or half brand list: an unpublished brand hides its products. A discount is
--     public only when its brand is published (`catalog.brands_are_public(d.brand_id, null)`).
--     A component a product refers to (a mouse's sensor, switch, encoder, material) is joined
--     only when that component is itself public by these rules; otherwise its columns are null.
--     Counts of products (mouse_sensor__mice_count, …) count public products only.
--
--  3. Validity windows. Discounts (valid_from, valid_until) and promos (starts_at, ends_at) are
--     public only inside their window, evaluated at `catalog.effective_now()`:
--     `catalog.is_current(starts, ends)` (start included, end excluded, a null end is open).
--     catalog.effective_now() no longer reads a session setting (the old `catalog.now`, which
--     any session, anon included, could set with `set local`): it is the time pinned in
--     catalog.snapshot_clock when a row is there, else now(). Only the table's owner can write
--     that row (no grant to anyone, not even service_role), and the function reads it as its
--     owner (SECURITY DEFINER, empty search_path). On Supabase the table stays empty: now().
--     The embedded build (supabase/pglite.ts, openCatalogue({ snapshotAt })) pins its build time.
--
--  4. Order. A view ends its ORDER BY with a unique key, so PostgREST's pages (limit/offset,
--     web/lib/paged-read.ts) are deterministic, and orders text with an explicit collation,
--     `collate "C"` (byte order), so hosted Postgres (en_US, ICU, …) returns the same order as
--     the embedded snapshot built in PGlite. Numbers, dates and enums need no collation.
--
-- Column lists are unchanged here: every view is redefined with exactly its columns of
-- 20261122000200_api_views.sql.

-- The clock ---------------------------------------------------------------------------------

create table catalog.snapshot_clock (
  -- One row at most.
  only_row     boolean primary key default true check (only_row),
  evaluated_at timestamptz not null
);
comment on table catalog.snapshot_clock is
  'The moment the catalogue is evaluated at, pinned by the embedded snapshot build. Empty on Supabase: now(). Only the owner writes it.';

revoke all on catalog.snapshot_clock from public, anon, authenticated, service_role;
alter table catalog.snapshot_clock enable row level security;
-- No policy: nobody but the owner (who bypasses row level security) reads or writes a row.

create or replace function catalog.effective_now() returns timestamptz
  language sql stable
  security definer
  set search_path = ''
as $$
  select coalesce((select c.evaluated_at from catalog.snapshot_clock c where c.only_row), now())
$$;
comment on function catalog.effective_now() is
  'The moment validity windows are evaluated at: the pinned snapshot time, else now(). No session setting moves it.';

-- Helpers every view and policy uses -----------------------------------------------------------

-- Inside a validity window at catalog.effective_now(): start included, end excluded, null end open.
create function catalog.is_current(starts timestamptz, ends timestamptz) returns boolean
  language sql stable
  set search_path = ''
as $$
  select starts <= catalog.effective_now() and (ends is null or ends > catalog.effective_now())
$$;

-- The brand and (when there is one) the collaboration brand are published. Runs with the reader's
-- privileges: for anon and authenticated the brands' own row level security applies as well.
create function catalog.brands_are_public(brand_id bigint, collab_brand_id bigint) returns boolean
  language sql stable
  set search_path = ''
as $$
  select exists (select 1 from catalog.brands b where b.id = brand_id and b.is_published)
     and (collab_brand_id is null
          or exists (select 1 from catalog.brands b where b.id = collab_brand_id and b.is_published))
$$;

revoke all on function catalog.is_current(timestamptz, timestamptz) from public;
revoke all on function catalog.brands_are_public(bigint, bigint) from public;
grant execute on function catalog.effective_now() to anon, authenticated, service_role;
grant execute on function catalog.is_current(timestamptz, timestamptz) to anon, authenticated, service_role;
grant execute on function catalog.brands_are_public(bigint, bigint) to anon, authenticated, service_role;

-- Row level security: the same rules for a direct read of a table --------------------------------

alter policy "published sensors are public" on catalog.sensors
  using (is_published and catalog.brands_are_public(brand_id, collab_brand_id));
alter policy "published switches are public" on catalog.switches
  using (is_published and catalog.brands_are_public(brand_id, collab_brand_id));
alter policy "published encoders are public" on catalog.scroll_wheel_encoders
  using (is_published and catalog.brands_are_public(brand_id, collab_brand_id));
alter policy "published mice are public" on catalog.mice
  using (is_published and catalog.brands_are_public(brand_id, collab_brand_id));
alter policy "published mousepads are public" on catalog.mousepads
  using (is_published and catalog.brands_are_public(brand_id, collab_brand_id));
alter policy "current discounts are public" on catalog.discounts
  using (is_published and catalog.brands_are_public(brand_id, null) and catalog.is_current(valid_from, valid_until));
alter policy "active promos are public" on catalog.promos
  using (is_published and catalog.is_current(starts_at, ends_at));

-- The api views, with exactly their columns of 20261122000200_api_views.sql ---------------------

create or replace view api.brands with (security_invoker = true) as
select
  b.handle::text as handle,
  b.name,
  b.website
from catalog.brands b
where b.is_published
order by b.name collate "C", b.handle collate "C";

create or replace view api.mice with (security_invoker = true) as
select
  m.id                                                    as general__id,
  m.parent_id                                             as general__parent_id,
  m.handle::text                                          as general__handle,
  'mouse'::catalog.product_category                       as general__category,
  m.status_edited_date                                    as general__status_edited_date,
  m.release_date                                          as general__release_date,
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
  s.rank                                                  as mouse__sensor_rank,
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
         e.model, e.variant) end                          as mouse__scroll_wheel_encoder_name
from catalog.mice m
left join catalog.brands b    on b.id = m.brand_id and b.is_published
left join catalog.brands cb   on cb.id = m.collab_brand_id and cb.is_published
left join catalog.materials ms on ms.handle = m.material_handle and ms.is_published
left join catalog.materials mg on mg.handle = coalesce(ms.general_handle, ms.handle) and mg.is_published
left join catalog.sensors s   on s.id = m.sensor_id and s.is_published
                             and catalog.brands_are_public(s.brand_id, s.collab_brand_id)
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

create or replace view api.mouse_sensors with (security_invoker = true) as
select
  s.id                                                    as general__id,
  s.parent_id                                             as general__parent_id,
  s.handle::text                                          as general__handle,
  'mouse_sensor'::catalog.product_category                as general__category,
  s.status_edited_date                                    as general__status_edited_date,
  s.release_date                                          as general__release_date,
  array_remove(array[b.handle::text, cb.handle::text], null) as general__brand_handles,
  array_remove(array[b.name, cb.name], null)              as general__brand_names,
  s.brands_separator                                      as general__brands_separator,
  s.model                                                 as general__model,
  s.variant                                               as general__variant,
  s.example_types                                         as general__example_types,
  s.affiliate_links                                       as general__affiliate_links,
  s.images                                                as images,
  s.rank                                                  as mouse_sensor__rank,
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

create or replace view api.mouse_switches with (security_invoker = true) as
select
  w.id                                                    as general__id,
  w.parent_id                                             as general__parent_id,
  w.handle::text                                          as general__handle,
  'mouse_switch'::catalog.product_category                as general__category,
  w.status_edited_date                                    as general__status_edited_date,
  w.release_date                                          as general__release_date,
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
                                                          as mouse_switch__mice_count
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
  e.release_date                                          as general__release_date,
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

create or replace view api.mousepads with (security_invoker = true) as
select
  p.id                                                    as general__id,
  p.parent_id                                             as general__parent_id,
  p.handle::text                                          as general__handle,
  'mousepad'::catalog.product_category                    as general__category,
  p.status_edited_date                                    as general__status_edited_date,
  p.release_date                                          as general__release_date,
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

create or replace view api.reviews with (security_invoker = true) as
select
  r.slug,
  r.title,
  r.excerpt,
  r.body_markdown,
  r.author,
  r.published_at,
  r.product_category,
  r.product_handles,
  r.cover_image
from catalog.reviews r
where r.is_published
order by r.published_at desc, r.slug collate "C";

create or replace view api.discounts with (security_invoker = true) as
select
  d.handle::text as handle,
  b.handle::text as brand_handle,
  b.name         as brand_name,
  d.title,
  d.description,
  d.code,
  d.link_url,
  d.amount,
  d.valid_from,
  d.valid_until
from catalog.discounts d
left join catalog.brands b on b.id = d.brand_id and b.is_published
where d.is_published
  and catalog.brands_are_public(d.brand_id, null)
  and catalog.is_current(d.valid_from, d.valid_until)
order by d.valid_until nulls last, d.handle collate "C";

create or replace view api.affiliate_partners with (security_invoker = true) as
select
  a.handle::text as handle,
  a.name,
  a.description,
  a.url,
  a.logo,
  a.is_sponsored,
  a.rank
from catalog.affiliate_partners a
where a.is_published
order by a.rank;

create or replace view api.promo_colors with (security_invoker = true) as
select
  c.handle::text as handle,
  c.main_text,
  c.main_background,
  c.button_text,
  c.button_background,
  c.border
from catalog.promo_colors c
where c.is_published
order by c.id;

create or replace view api.available_promos with (security_invoker = true) as
select
  p.id,
  p.handle::text as handle,
  p.priority,
  p.rank,
  p.icons,
  p.title_text,
  p.button_text,
  p.vertical_text,
  p.horizontal_text,
  p.img,
  p.img_padding,
  p.img_filter,
  p.colors,
  p.link_type,
  p.link_url,
  p.product_category
from catalog.promos p
where p.is_published
  and catalog.is_current(p.starts_at, p.ends_at)
order by p.rank, p.id;
