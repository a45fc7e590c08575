-- Security model
-- ==============
-- * PostgREST exposes schema `api` only (supabase/config.toml: [api] schemas = ["api"]).
--   Schema `catalog` holds the tables and is never exposed over HTTP.
-- * The site's roles, anon and authenticated, may only SELECT. Nothing is granted for INSERT,
--   UPDATE, DELETE, TRUNCATE, REFERENCES or TRIGGER, on any table or view, now or by default
--   for objects created later in these schemas. Catalogue edits go through service_role or the
--   database owner.
-- * The api views are `security_invoker`, so they run with the reader's privileges. The reader
--   therefore needs SELECT on the catalog columns a view uses: it is granted column by column
--   (editorial columns such as notes and created_at stay private).
-- * Every catalog table has ROW LEVEL SECURITY enabled with a SELECT-only policy for anon and
--   authenticated: unpublished rows, discounts outside their validity window and promos that
--   are not active now are invisible to them, whether read through a view or (should anyone
--   connect directly) from the table. The views repeat the same filters so that service_role,
--   which bypasses RLS, also reads only what the public sees.
-- * catalog.effective_now() is now() unless the session sets `catalog.now` (the embedded
--   build uses that for reproducible snapshots). PostgREST requests cannot set session
--   settings, so on Supabase it is always now().

-- Schemas -----------------------------------------------------------------------------------

revoke all on schema catalog from public;
revoke all on schema api from public;
grant usage on schema catalog to anon, authenticated, service_role;
grant usage on schema api to anon, authenticated, service_role;

-- Start from nothing ------------------------------------------------------------------------

revoke all on all tables in schema catalog from public, anon, authenticated;
revoke all on all tables in schema api from public, anon, authenticated;
revoke all on all sequences in schema catalog from public, anon, authenticated;
revoke all on all functions in schema catalog from public, anon, authenticated;

-- Objects created later in these schemas start with no rights for the site's roles.
alter default privileges in schema catalog revoke all on tables from public, anon, authenticated;
alter default privileges in schema catalog revoke all on sequences from public, anon, authenticated;
alter default privileges in schema catalog revoke all on functions from public, anon, authenticated;
alter default privileges in schema api revoke all on tables from public, anon, authenticated;
alter default privileges in schema api revoke all on functions from public, anon, authenticated;
alter default privileges in schema api grant select on tables to anon, authenticated, service_role;

-- Functions the views and policies call.
grant execute on function catalog.effective_now() to anon, authenticated, service_role;
grant execute on function catalog.is_link_list(jsonb) to service_role;

-- The api views: read-only --------------------------------------------------------------------

grant select on all tables in schema api to anon, authenticated, service_role;

-- The catalog columns the views read ------------------------------------------------------------

grant select (id, handle, name, website, is_published)
  on catalog.brands to anon, authenticated;

grant select (handle, name, general_handle, is_published)
  on catalog.materials to anon, authenticated;

grant select (id, parent_id, handle, brand_id, collab_brand_id, brands_separator, model, variant,
              release_date, status_edited_date, example_types, affiliate_links, images,
              rank, type, dpi, tracking_speed, acceleration, lift_off_distances, polling_rate,
              is_published)
  on catalog.sensors to anon, authenticated;

grant select (id, parent_id, handle, brand_id, collab_brand_id, brands_separator, model, variant,
              release_date, status_edited_date, example_types, affiliate_links, images,
              type, actuation_force, lifetime, pre_travel, post_travel, is_published)
  on catalog.switches to anon, authenticated;

grant select (id, parent_id, handle, brand_id, collab_brand_id, brands_separator, model, variant,
              release_date, status_edited_date, example_types, affiliate_links, images,
              height, type, lifetime, is_published)
  on catalog.scroll_wheel_encoders to anon, authenticated;

grant select (id, parent_id, handle, brand_id, collab_brand_id, brands_separator, model, variant,
              release_date, status_edited_date, example_types, affiliate_links, images,
              shape_parent_id, length, width, height, weight, shape, front_flare, side_curvature,
              hump_placement, hand_compatibility, thumb_rest, ring_finger_rest, top_view,
              side_view, back_view, material_handle, wireless, sensor_id, dpi, polling_rate,
              adjustable_sensor_position, sensor_position_x, sensor_position_x2,
              sensor_position_y, sensor_position_y2, middle_buttons, side_buttons, switch_id,
              scroll_wheel_encoder_id, is_published)
  on catalog.mice to anon, authenticated;

grant select (id, parent_id, handle, brand_id, collab_brand_id, brands_separator, model, variant,
              release_date, status_edited_date, example_types, affiliate_links, images,
              length, width, thickness, surface, speed, is_published)
  on catalog.mousepads to anon, authenticated;

grant select (slug, title, excerpt, body_markdown, author, published_at, product_category,
              product_handles, cover_image, is_published)
  on catalog.reviews to anon, authenticated;

grant select (handle, brand_id, title, description, code, link_url, amount, valid_from,
              valid_until, is_published)
  on catalog.discounts to anon, authenticated;

grant select (handle, name, description, url, logo, is_sponsored, rank, is_published)
  on catalog.affiliate_partners to anon, authenticated;

grant select (id, handle, main_text, main_background, button_text, button_background, border,
              is_published)
  on catalog.promo_colors to anon, authenticated;

grant select (id, handle, priority, rank, icons, title_text, button_text, vertical_text,
              horizontal_text, img, img_padding, img_filter, colors, link_type, link_url,
              product_category, starts_at, ends_at, is_published)
  on catalog.promos to anon, authenticated;

-- service_role administers the catalogue.
grant all on all tables in schema catalog to service_role;
grant usage, select on all sequences in schema catalog to service_role;

-- Row level security ------------------------------------------------------------------------------

alter table catalog.brands                enable row level security;
alter table catalog.materials             enable row level security;
alter table catalog.sensors               enable row level security;
alter table catalog.switches              enable row level security;
alter table catalog.scroll_wheel_encoders enable row level security;
alter table catalog.mice                  enable row level security;
alter table catalog.mousepads             enable row level security;
alter table catalog.reviews               enable row level security;
alter table catalog.discounts             enable row level security;
alter table catalog.affiliate_partners    enable row level security;
alter table catalog.promo_colors          enable row level security;
alter table catalog.promos                enable row level security;

create policy "published brands are public" on catalog.brands
  for select to anon, authenticated using (is_published);
create policy "published materials are public" on catalog.materials
  for select to anon, authenticated using (is_published);
create policy "published sensors are public" on catalog.sensors
  for select to anon, authenticated using (is_published);
create policy "published switches are public" on catalog.switches
  for select to anon, authenticated using (is_published);
create policy "published encoders are public" on catalog.scroll_wheel_encoders
  for select to anon, authenticated using (is_published);
create policy "published mice are public" on catalog.mice
  for select to anon, authenticated using (is_published);
create policy "published mousepads are public" on catalog.mousepads
  for select to anon, authenticated using (is_published);
create policy "published reviews are public" on catalog.reviews
  for select to anon, authenticated using (is_published);
create policy "current discounts are public" on catalog.discounts
  for select to anon, authenticated
  using (is_published
         and valid_from <= catalog.effective_now()
         and (valid_until is null or valid_until > catalog.effective_now()));
create policy "published affiliate partners are public" on catalog.affiliate_partners
  for select to anon, authenticated using (is_published);
create policy "published promo colours are public" on catalog.promo_colors
  for select to anon, authenticated using (is_published);
create policy "active promos are public" on catalog.promos
  for select to anon, authenticated
  using (is_published
         and starts_at <= catalog.effective_now()
         and (ends_at is null or ends_at > catalog.effective_now()));
