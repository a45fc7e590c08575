-- Catalogue schema: private tables in schema `catalog`.
--
-- Nothing in this schema is exposed by PostgREST (see supabase/config.toml); the site reads
-- the views of schema `api` (next migration). Enumerated values are spelled exactly as the
-- product specification writes them and are mirrored in web/lib/api-types.ts; a test
-- (tests/db) compares the two.

create schema if not exists catalog;
create schema if not exists api;

comment on schema catalog is 'Private catalogue tables. Not exposed through PostgREST; read through schema api.';
comment on schema api is 'The only schema the site reads: security_invoker views over schema catalog.';

-- Enumerations -----------------------------------------------------------------------------

create type catalog.product_category as enum (
  'mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder'
);
create type catalog.mouse_shape as enum ('symmetrical', 'ergonomic', 'hybrid');
create type catalog.front_flare as enum (
  'flat',
  'inward - slight', 'inward - moderate', 'inward - aggressive',
  'outward - slight', 'outward - moderate', 'outward - aggressive'
);
create type catalog.side_curvature as enum (
  'flat', 'inward - aggressive', 'outward - aggressive', 'inward', 'outward'
);
create type catalog.hump_placement as enum (
  'front - aggressive', 'front - moderate', 'front - slight',
  'center',
  'back - minimal', 'back - moderate', 'back - aggressive'
);
create type catalog.hand_compatibility as enum ('right', 'left', 'ambidextrous');
create type catalog.sensor_type as enum ('optical', 'laser');
create type catalog.promo_priority as enum ('high', 'medium', 'low');
create type catalog.link_type as enum ('internal', 'external');

-- Kebab-case identifiers used in URLs.
create domain catalog.handle as text
  check (value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(value) <= 120);

-- Helpers --------------------------------------------------------------------------------

-- The moment the catalogue is evaluated at: now(), unless the session sets `catalog.now`
-- (used by the embedded PGlite build to take a reproducible snapshot at a given time).
create function catalog.effective_now() returns timestamptz
  language sql stable
  set search_path = ''
as $$
  select coalesce(nullif(current_setting('catalog.now', true), '')::timestamptz, now())
$$;

-- A JSON array of {"label": text, "url": "https://..."} objects.
create function catalog.is_link_list(links jsonb) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select jsonb_typeof(links) = 'array'
     and not exists (
       select 1
       from jsonb_array_elements(links) as e(link)
       where jsonb_typeof(e.link) is distinct from 'object'
          or jsonb_typeof(e.link -> 'label') is distinct from 'string'
          or jsonb_typeof(e.link -> 'url') is distinct from 'string'
          or (e.link ->> 'url') !~ '^https://'
     )
$$;

-- Tables ----------------------------------------------------------------------------------

create table catalog.brands (
  id           bigint generated always as identity primary key,
  handle       catalog.handle not null unique,
  name         text not null check (name <> ''),
  website      text check (website ~ '^https://'),
  notes        text,
  is_published boolean not null default true,
  created_at   timestamptz not null default now()
);

-- Shell materials: a specific material (e.g. magnesium-alloy) belongs to a general one (metal);
-- a general material has general_handle null.
create table catalog.materials (
  handle         catalog.handle primary key,
  name           text not null check (name <> ''),
  general_handle catalog.handle references catalog.materials (handle),
  is_published   boolean not null default true,
  check (general_handle is distinct from handle)
);

create table catalog.sensors (
  id                 bigint generated always as identity primary key,
  parent_id          bigint references catalog.sensors (id),
  handle             catalog.handle not null unique,
  brand_id           bigint not null references catalog.brands (id),
  collab_brand_id    bigint references catalog.brands (id),
  brands_separator   text not null default ' ',
  model              text not null check (model <> ''),
  variant            text check (variant <> ''),
  release_date       date,
  status_edited_date date not null default current_date,
  example_types      text[] not null default '{}',
  affiliate_links    jsonb not null default '[]' check (catalog.is_link_list(affiliate_links)),
  images             text[] not null default '{}',
  rank               integer not null unique check (rank > 0),
  type               catalog.sensor_type not null,
  dpi                integer not null check (dpi between 100 and 100000),
  tracking_speed     integer check (tracking_speed between 10 and 2000),
  acceleration       integer check (acceleration between 1 and 200),
  lift_off_distances numeric[] not null default '{}'
                     check (0 < all (lift_off_distances) and 5 > all (lift_off_distances)),
  polling_rate       integer check (polling_rate in (125, 250, 500, 1000, 2000, 4000, 8000)),
  notes              text,
  is_published       boolean not null default true,
  created_at         timestamptz not null default now(),
  check (collab_brand_id is distinct from brand_id)
);

create table catalog.switches (
  id                 bigint generated always as identity primary key,
  parent_id          bigint references catalog.switches (id),
  handle             catalog.handle not null unique,
  brand_id           bigint not null references catalog.brands (id),
  collab_brand_id    bigint references catalog.brands (id),
  brands_separator   text not null default ' ',
  model              text not null check (model <> ''),
  variant            text check (variant <> ''),
  release_date       date,
  status_edited_date date not null default current_date,
  example_types      text[] not null default '{}',
  affiliate_links    jsonb not null default '[]' check (catalog.is_link_list(affiliate_links)),
  images             text[] not null default '{}',
  type               text not null check (type in ('mechanical', 'optical', 'magnetic')),
  actuation_force    numeric check (actuation_force between 10 and 200),
  lifetime           numeric check (lifetime > 0 and lifetime <= 1000),
  pre_travel         numeric check (pre_travel between 0 and 5),
  post_travel        numeric check (post_travel between 0 and 5),
  notes              text,
  is_published       boolean not null default true,
  created_at         timestamptz not null default now(),
  check (collab_brand_id is distinct from brand_id)
);

create table catalog.scroll_wheel_encoders (
  id                 bigint generated always as identity primary key,
  parent_id          bigint references catalog.scroll_wheel_encoders (id),
  handle             catalog.handle not null unique,
  brand_id           bigint not null references catalog.brands (id),
  collab_brand_id    bigint references catalog.brands (id),
  brands_separator   text not null default ' ',
  model              text not null check (model <> ''),
  variant            text check (variant <> ''),
  release_date       date,
  status_edited_date date not null default current_date,
  example_types      text[] not null default '{}',
  affiliate_links    jsonb not null default '[]' check (catalog.is_link_list(affiliate_links)),
  images             text[] not null default '{}',
  height             numeric not null check (height between 3 and 30),
  type               text not null check (type in ('mechanical', 'optical')),
  lifetime           numeric check (lifetime > 0 and lifetime <= 1000),
  notes              text,
  is_published       boolean not null default true,
  created_at         timestamptz not null default now(),
  check (collab_brand_id is distinct from brand_id)
);

create table catalog.mice (
  id                         bigint generated always as identity primary key,
  parent_id                  bigint references catalog.mice (id),
  handle                     catalog.handle not null unique,
  brand_id                   bigint not null references catalog.brands (id),
  collab_brand_id            bigint references catalog.brands (id),
  brands_separator           text not null default ' ',
  model                      text not null check (model <> ''),
  variant                    text check (variant <> ''),
  release_date               date,
  status_edited_date         date not null default current_date,
  example_types              text[] not null default '{}',
  affiliate_links            jsonb not null default '[]' check (catalog.is_link_list(affiliate_links)),
  images                     text[] not null default '{}',
  shape_parent_id            bigint references catalog.mice (id),
  length                     numeric not null check (length between 60 and 160),
  width                      numeric not null check (width between 40 and 100),
  height                     numeric not null check (height between 20 and 60),
  weight                     numeric not null check (weight between 10 and 200),
  shape                      catalog.mouse_shape not null,
  front_flare                catalog.front_flare not null,
  side_curvature             catalog.side_curvature not null,
  hump_placement             catalog.hump_placement not null,
  hand_compatibility         catalog.hand_compatibility not null,
  thumb_rest                 boolean not null default false,
  ring_finger_rest           boolean not null default false,
  top_view                   text,
  side_view                  text,
  back_view                  text,
  material_handle            catalog.handle not null default 'plastic' references catalog.materials (handle),
  wireless                   boolean not null,
  sensor_id                  bigint not null references catalog.sensors (id),
  dpi                        integer not null check (dpi between 100 and 100000),
  polling_rate               integer not null check (polling_rate in (125, 250, 500, 1000, 2000, 4000, 8000)),
  adjustable_sensor_position boolean not null default false,
  sensor_position_x          numeric check (sensor_position_x between 0 and 160),
  sensor_position_x2         numeric check (sensor_position_x2 between 0 and 160),
  sensor_position_y          numeric check (sensor_position_y between 0 and 160),
  sensor_position_y2         numeric check (sensor_position_y2 between 0 and 160),
  middle_buttons             smallint not null check (middle_buttons between 0 and 20),
  side_buttons               smallint not null check (side_buttons between 0 and 20),
  switch_id                  bigint references catalog.switches (id),
  scroll_wheel_encoder_id    bigint references catalog.scroll_wheel_encoders (id),
  notes                      text,
  is_published               boolean not null default true,
  created_at                 timestamptz not null default now(),
  check (collab_brand_id is distinct from brand_id),
  check (shape_parent_id is distinct from id),
  check (parent_id is distinct from id)
);

create index mice_sensor_id_idx on catalog.mice (sensor_id);
create index mice_switch_id_idx on catalog.mice (switch_id);
create index mice_scroll_wheel_encoder_id_idx on catalog.mice (scroll_wheel_encoder_id);

create table catalog.mousepads (
  id                 bigint generated always as identity primary key,
  parent_id          bigint references catalog.mousepads (id),
  handle             catalog.handle not null unique,
  brand_id           bigint not null references catalog.brands (id),
  collab_brand_id    bigint references catalog.brands (id),
  brands_separator   text not null default ' ',
  model              text not null check (model <> ''),
  variant            text check (variant <> ''),
  release_date       date,
  status_edited_date date not null default current_date,
  example_types      text[] not null default '{}',
  affiliate_links    jsonb not null default '[]' check (catalog.is_link_list(affiliate_links)),
  images             text[] not null default '{}',
  length             numeric not null check (length between 100 and 2000),
  width              numeric not null check (width between 100 and 1000),
  thickness          numeric not null check (thickness between 0.5 and 10),
  surface            text not null check (surface in ('cloth', 'hybrid', 'glass', 'plastic')),
  speed              text not null check (speed in ('control', 'balanced', 'speed')),
  notes              text,
  is_published       boolean not null default true,
  created_at         timestamptz not null default now(),
  check (collab_brand_id is distinct from brand_id)
);

create table catalog.reviews (
  id               bigint generated always as identity primary key,
  slug             text not null unique
                   check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'),
  title            text not null check (title <> ''),
  excerpt          text not null check (excerpt <> ''),
  body_markdown    text not null check (body_markdown <> ''),
  author           text not null check (author <> ''),
  published_at     date not null,
  product_category catalog.product_category not null,
  product_handles  text[] not null check (cardinality(product_handles) > 0),
  cover_image      text,
  notes            text,
  is_published     boolean not null default true,
  created_at       timestamptz not null default now()
);

create table catalog.discounts (
  id           bigint generated always as identity primary key,
  handle       catalog.handle not null unique,
  brand_id     bigint not null references catalog.brands (id),
  title        text not null check (title <> ''),
  description  text not null,
  code         text check (code ~ '^[A-Za-z0-9_-]+$'),
  link_url     text check (link_url ~ '^https://'),
  amount       text not null check (amount ~ '^([0-9]+(\.[0-9]+)?%|[$€£][0-9]+(\.[0-9]+)?)$'),
  valid_from   timestamptz not null,
  valid_until  timestamptz,
  notes        text,
  is_published boolean not null default true,
  created_at   timestamptz not null default now(),
  check (code is not null or link_url is not null),
  check (valid_until is null or valid_until > valid_from)
);

create table catalog.affiliate_partners (
  id           bigint generated always as identity primary key,
  handle       catalog.handle not null unique,
  name         text not null check (name <> ''),
  description  text not null,
  url          text not null check (url ~ '^https://'),
  logo         text,
  is_sponsored boolean not null default false,
  rank         integer not null unique check (rank > 0),
  notes        text,
  is_published boolean not null default true,
  created_at   timestamptz not null default now()
);

create table catalog.promo_colors (
  id                bigint generated always as identity primary key,
  handle            catalog.handle not null unique,
  main_text         text not null,
  main_background   text[] not null check (cardinality(main_background) between 1 and 4),
  button_text       text not null,
  button_background text[] not null check (cardinality(button_background) between 1 and 4),
  border            text not null,
  is_published      boolean not null default true,
  created_at        timestamptz not null default now()
);

create table catalog.promos (
  id               bigint generated always as identity primary key,
  handle           catalog.handle not null unique,
  priority         catalog.promo_priority not null,
  rank             integer not null default 0,
  icons            text[] not null default '{}',
  title_text       text[] not null default '{}',
  button_text      text[] not null default '{}',
  vertical_text    text[] not null default '{}',
  horizontal_text  text[] not null default '{}',
  img              text,
  img_padding      numeric[] not null default '{0,0,0,0}'
                   check (cardinality(img_padding) = 4 and array_position(img_padding, null) is null),
  img_filter       text,
  -- Colour handles (catalog.promo_colors.handle). Deliberately not a foreign key: a handle
  -- with no record makes the site fall back to its default colours.
  colors           text[] not null default '{white}' check (cardinality(colors) > 0),
  link_type        catalog.link_type not null,
  link_url         text not null,
  product_category catalog.product_category,
  starts_at        timestamptz not null default now(),
  ends_at          timestamptz,
  notes            text,
  is_published     boolean not null default true,
  created_at       timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at),
  check (
    (link_type = 'internal' and link_url ~ '^/([^/]|$)') or
    (link_type = 'external' and link_url ~ '^https://')
  )
);
