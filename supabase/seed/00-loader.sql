-- Seed loader: helpers that turn the key/value records of the following seed files into rows.
-- Every record is checked: unknown keys, unknown brand/sensor/switch/encoder/parent handles and
-- invalid values all raise, so a typo cannot load silently. 99-cleanup.sql drops these helpers.

create or replace function catalog.seed_check_keys(data jsonb, allowed text[], what text)
  returns void language plpgsql set search_path = '' as $$
declare
  bad text;
begin
  if jsonb_typeof(data) is distinct from 'array' then
    raise exception 'seed %: expected a JSON array', what;
  end if;
  select string_agg(distinct k, ', ') into bad
  from jsonb_array_elements(data) as r(rec), jsonb_object_keys(r.rec) as k
  where k <> all (allowed);
  if bad is not null then
    raise exception 'seed %: unknown key(s) %', what, bad;
  end if;
end
$$;

-- id of the row of `tbl` with this handle; null for a null handle; raises when missing.
create or replace function catalog.seed_id(tbl regclass, wanted text)
  returns bigint language plpgsql set search_path = '' as $$
declare
  found bigint;
begin
  if wanted is null then
    return null;
  end if;
  execute format('select id from %s where handle = $1', tbl) into found using wanted;
  if found is null then
    raise exception 'seed: no % with handle "%"', tbl, wanted;
  end if;
  return found;
end
$$;

-- Sets parent_id (and, for mice, shape_parent_id) from the records' "parent"/"shape_parent".
create or replace function catalog.seed_parents(tbl regclass, data jsonb)
  returns void language plpgsql set search_path = '' as $$
declare
  rec jsonb;
begin
  for rec in select value from jsonb_array_elements(data) loop
    if rec ? 'parent' and rec ->> 'parent' is not null then
      execute format('update %s set parent_id = $1 where handle = $2', tbl)
        using catalog.seed_id(tbl, rec ->> 'parent'), rec ->> 'handle';
    end if;
    if rec ? 'shape_parent' and rec ->> 'shape_parent' is not null then
      execute format('update %s set shape_parent_id = $1 where handle = $2', tbl)
        using catalog.seed_id(tbl, rec ->> 'shape_parent'), rec ->> 'handle';
    end if;
  end loop;
end
$$;

create or replace function catalog.seed_general_keys() returns text[]
  language sql immutable as $$
  select array['handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant',
               'parent', 'release_date', 'status_edited_date', 'example_types',
               'affiliate_links', 'images', 'is_published']
$$;

create or replace function catalog.seed_sensors(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, catalog.seed_general_keys() || array[
    'rank', 'type', 'dpi', 'tracking_speed', 'acceleration', 'lift_off_distances', 'polling_rate'],
    'sensors');
  insert into catalog.sensors (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    rank, type, dpi, tracking_speed, acceleration, lift_off_distances, polling_rate)
  select
    x.handle, catalog.seed_id('catalog.brands', x.brand), catalog.seed_id('catalog.brands', x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, x.release_date,
    coalesce(x.status_edited_date, date '2026-11-20'), coalesce(x.example_types, '{}'),
    coalesce(x.affiliate_links, '[]'), coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.rank, x.type, x.dpi, x.tracking_speed, x.acceleration, coalesce(x.lift_off_distances, '{}'),
    x.polling_rate
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    release_date date, status_edited_date date, example_types text[], affiliate_links jsonb,
    images text[], is_published boolean,
    rank integer, type catalog.sensor_type, dpi integer, tracking_speed integer,
    acceleration integer, lift_off_distances numeric[], polling_rate integer);
  perform catalog.seed_parents('catalog.sensors', data);
end
$$;

create or replace function catalog.seed_switches(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, catalog.seed_general_keys() || array[
    'type', 'actuation_force', 'lifetime', 'pre_travel', 'post_travel'], 'switches');
  insert into catalog.switches (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    type, actuation_force, lifetime, pre_travel, post_travel)
  select
    x.handle, catalog.seed_id('catalog.brands', x.brand), catalog.seed_id('catalog.brands', x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, x.release_date,
    coalesce(x.status_edited_date, date '2026-11-20'), coalesce(x.example_types, '{}'),
    coalesce(x.affiliate_links, '[]'), coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.type, x.actuation_force, x.lifetime, x.pre_travel, x.post_travel
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    release_date date, status_edited_date date, example_types text[], affiliate_links jsonb,
    images text[], is_published boolean,
    type text, actuation_force numeric, lifetime numeric, pre_travel numeric, post_travel numeric);
  perform catalog.seed_parents('catalog.switches', data);
end
$$;

create or replace function catalog.seed_scroll_wheel_encoders(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, catalog.seed_general_keys() || array[
    'height', 'type', 'lifetime'], 'scroll wheel encoders');
  insert into catalog.scroll_wheel_encoders (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    height, type, lifetime)
  select
    x.handle, catalog.seed_id('catalog.brands', x.brand), catalog.seed_id('catalog.brands', x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, x.release_date,
    coalesce(x.status_edited_date, date '2026-11-20'), coalesce(x.example_types, '{}'),
    coalesce(x.affiliate_links, '[]'), coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.height, x.type, x.lifetime
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    release_date date, status_edited_date date, example_types text[], affiliate_links jsonb,
    images text[], is_published boolean,
    height numeric, type text, lifetime numeric);
  perform catalog.seed_parents('catalog.scroll_wheel_encoders', data);
end
$$;

create or replace function catalog.seed_mice(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, catalog.seed_general_keys() || array[
    'shape_parent', 'length', 'width', 'height', 'weight', 'shape', 'front_flare',
    'side_curvature', 'hump_placement', 'hand_compatibility', 'thumb_rest', 'ring_finger_rest',
    'top_view', 'side_view', 'back_view', 'material', 'wireless', 'sensor', 'dpi',
    'polling_rate', 'adjustable_sensor_position', 'sensor_position_x', 'sensor_position_x2',
    'sensor_position_y', 'sensor_position_y2', 'middle_buttons', 'side_buttons', 'switch',
    'encoder'], 'mice');
  insert into catalog.mice (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    length, width, height, weight, shape, front_flare, side_curvature, hump_placement,
    hand_compatibility, thumb_rest, ring_finger_rest, top_view, side_view, back_view,
    material_handle, wireless, sensor_id, dpi, polling_rate, adjustable_sensor_position,
    sensor_position_x, sensor_position_x2, sensor_position_y, sensor_position_y2,
    middle_buttons, side_buttons, switch_id, scroll_wheel_encoder_id)
  select
    x.handle, catalog.seed_id('catalog.brands', x.brand), catalog.seed_id('catalog.brands', x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, x.release_date,
    coalesce(x.status_edited_date, date '2026-11-20'), coalesce(x.example_types, '{}'),
    coalesce(x.affiliate_links, '[]'), coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.length, x.width, x.height, x.weight, x.shape, x.front_flare, x.side_curvature,
    x.hump_placement, x.hand_compatibility, coalesce(x.thumb_rest, false),
    coalesce(x.ring_finger_rest, false), x.top_view, x.side_view, x.back_view,
    coalesce(x.material, 'plastic'), x.wireless, catalog.seed_id('catalog.sensors', x.sensor),
    x.dpi, x.polling_rate, coalesce(x.adjustable_sensor_position, false),
    x.sensor_position_x, x.sensor_position_x2, x.sensor_position_y, x.sensor_position_y2,
    x.middle_buttons, x.side_buttons, catalog.seed_id('catalog.switches', x.switch),
    catalog.seed_id('catalog.scroll_wheel_encoders', x.encoder)
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    release_date date, status_edited_date date, example_types text[], affiliate_links jsonb,
    images text[], is_published boolean,
    length numeric, width numeric, height numeric, weight numeric,
    shape catalog.mouse_shape, front_flare catalog.front_flare,
    side_curvature catalog.side_curvature, hump_placement catalog.hump_placement,
    hand_compatibility catalog.hand_compatibility, thumb_rest boolean, ring_finger_rest boolean,
    top_view text, side_view text, back_view text, material text, wireless boolean, sensor text,
    dpi integer, polling_rate integer, adjustable_sensor_position boolean,
    sensor_position_x numeric, sensor_position_x2 numeric, sensor_position_y numeric,
    sensor_position_y2 numeric, middle_buttons smallint, side_buttons smallint, switch text,
    encoder text);
  perform catalog.seed_parents('catalog.mice', data);
end
$$;

create or replace function catalog.seed_mousepads(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, catalog.seed_general_keys() || array[
    'length', 'width', 'thickness', 'surface', 'speed'], 'mousepads');
  insert into catalog.mousepads (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    length, width, thickness, surface, speed)
  select
    x.handle, catalog.seed_id('catalog.brands', x.brand), catalog.seed_id('catalog.brands', x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, x.release_date,
    coalesce(x.status_edited_date, date '2026-11-20'), coalesce(x.example_types, '{}'),
    coalesce(x.affiliate_links, '[]'), coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.length, x.width, x.thickness, x.surface, x.speed
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    release_date date, status_edited_date date, example_types text[], affiliate_links jsonb,
    images text[], is_published boolean,
    length numeric, width numeric, thickness numeric, surface text, speed text);
  perform catalog.seed_parents('catalog.mousepads', data);
end
$$;
