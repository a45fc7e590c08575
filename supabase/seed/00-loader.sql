-- Seed loader: turns the rows of the catalogue's data files (supabase/seed/catalogue/*.json, which
-- 01-catalogue.sql passes in, generated) and of the remaining SQL seed files into rows of schema
-- catalog. Every record is checked here, on real Postgres: unknown keys, unknown brand / sensor /
-- switch / encoder / material / parent handles, an OpenDB name that matches no mouse or several, a
-- mouse given parts twice, and every value the tables' checks refuse all raise, so a typo cannot
-- load silently. 99-cleanup.sql drops these helpers.

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

-- Raises when a record's `key` names a handle that `tbl` does not have (one query for all records).
create or replace function catalog.seed_require(data jsonb, key text, tbl regclass, what text)
  returns void language plpgsql set search_path = '' as $$
declare
  missing text;
begin
  execute format(
    'select string_agg(distinct x.v, '', '') from (select e ->> %L as v from jsonb_array_elements($1) as e) x
      where x.v is not null and not exists (select 1 from %s t where t.handle = x.v)', key, tbl)
    into missing using data;
  if missing is not null then
    raise exception 'seed %: no % with handle(s) % (key "%")', what, tbl, missing, key;
  end if;
end
$$;

-- Sets parent_id (and, for mice, shape_parent_id) from the records' "parent"/"shape_parent", in one
-- update each; the handles were checked with seed_require.
create or replace function catalog.seed_parents(tbl regclass, data jsonb, with_shape_parent boolean default false)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_require(data, 'parent', tbl, 'parents');
  execute format(
    'update %1$s t set parent_id = p.id
       from jsonb_array_elements($1) as e join %1$s p on p.handle = e ->> ''parent''
      where t.handle = e ->> ''handle''', tbl) using data;
  if with_shape_parent then
    perform catalog.seed_require(data, 'shape_parent', tbl, 'shape parents');
    execute format(
      'update %1$s t set shape_parent_id = p.id
         from jsonb_array_elements($1) as e join %1$s p on p.handle = e ->> ''shape_parent''
        where t.handle = e ->> ''handle''', tbl) using data;
  end if;
end
$$;

-- brands.json: {handle, name, website?, aliases?}
create or replace function catalog.seed_brands(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array['handle', 'name', 'website', 'aliases'], 'brands');
  insert into catalog.brands (handle, name, website, aliases)
  select x.handle, x.name, x.website, coalesce(x.aliases, '{}')
  from jsonb_to_recordset(data) as x(handle text, name text, website text, aliases text[]);
end
$$;

-- materials.json: {handle, name, general?}
create or replace function catalog.seed_materials(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array['handle', 'name', 'general'], 'materials');
  insert into catalog.materials (handle, name)
  select x.handle, x.name from jsonb_to_recordset(data) as x(handle text, name text);
  update catalog.materials m set general_handle = x.general
  from jsonb_to_recordset(data) as x(handle text, general text)
  where m.handle = x.handle and x.general is not null;
end
$$;

-- sensors.json (see supabase/seed/catalogue/FORMAT.md)
create or replace function catalog.seed_sensors(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array[
    'handle', 'brand', 'collab_brand', 'model', 'variant', 'aliases', 'parent', 'released', 'type', 'dpi',
    'tracking_speed', 'acceleration', 'lift_off_distances', 'polling_rate', 'source', 'notes'], 'sensors');
  perform catalog.seed_require(data, 'brand', 'catalog.brands', 'sensors');
  perform catalog.seed_require(data, 'collab_brand', 'catalog.brands', 'sensors');
  insert into catalog.sensors (
    handle, brand_id, collab_brand_id, model, variant, aliases, release_date, status_edited_date,
    type, dpi, tracking_speed, acceleration, lift_off_distances, polling_rate, source, notes)
  select
    x.handle, (select t.id from catalog.brands t where t.handle = x.brand), (select t.id from catalog.brands t where t.handle = x.collab_brand),
    x.model, x.variant, coalesce(x.aliases, '{}'), x.released, date '2026-11-20',
    x.type, x.dpi, x.tracking_speed, x.acceleration, coalesce(x.lift_off_distances, '{}'), x.polling_rate,
    x.source, x.notes
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, model text, variant text, aliases text[], released text,
    type catalog.sensor_type, dpi integer, tracking_speed integer, acceleration integer,
    lift_off_distances numeric[], polling_rate integer, source jsonb, notes text);
  perform catalog.seed_parents('catalog.sensors', data);
end
$$;

-- switches.json (merged with switches-import.json: supabase/catalogue/parts-merge.ts)
create or replace function catalog.seed_switches(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array[
    'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'aliases', 'parent', 'family',
    'released', 'type', 'actuation_force', 'lifetime', 'pre_travel', 'post_travel', 'debounce_free',
    'source', 'notes'], 'switches');
  perform catalog.seed_require(data, 'brand', 'catalog.brands', 'switches');
  perform catalog.seed_require(data, 'collab_brand', 'catalog.brands', 'switches');
  insert into catalog.switches (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, aliases, family, release_date,
    status_edited_date, type, actuation_force, lifetime, pre_travel, post_travel, debounce_free, source, notes)
  select
    x.handle, (select t.id from catalog.brands t where t.handle = x.brand), (select t.id from catalog.brands t where t.handle = x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, coalesce(x.aliases, '{}'), coalesce(x.family, false),
    x.released, date '2026-11-20',
    x.type, x.actuation_force, x.lifetime, x.pre_travel, x.post_travel, x.debounce_free, x.source, x.notes
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text, aliases text[],
    family boolean, released text, type text,
    actuation_force numeric, lifetime numeric, pre_travel numeric, post_travel numeric,
    debounce_free boolean, source jsonb, notes text);
  perform catalog.seed_parents('catalog.switches', data);
end
$$;

-- encoders.json
create or replace function catalog.seed_scroll_wheel_encoders(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array[
    'handle', 'brand', 'model', 'variant', 'aliases', 'parent', 'released', 'type', 'height', 'lifetime',
    'detents', 'source', 'notes'], 'scroll wheel encoders');
  perform catalog.seed_require(data, 'brand', 'catalog.brands', 'scroll wheel encoders');
  insert into catalog.scroll_wheel_encoders (
    handle, brand_id, model, variant, aliases, release_date, status_edited_date,
    type, height, lifetime, detents, source, notes)
  select
    x.handle, (select t.id from catalog.brands t where t.handle = x.brand), x.model, x.variant, coalesce(x.aliases, '{}'),
    x.released, date '2026-11-20', x.type, x.height, x.lifetime, x.detents, x.source, x.notes
  from jsonb_to_recordset(data) as x(
    handle text, brand text, model text, variant text, aliases text[], released text, type text,
    height numeric, lifetime numeric, detents integer, source jsonb, notes text);
  perform catalog.seed_parents('catalog.scroll_wheel_encoders', data);
end
$$;

-- Mice: mice.json merged over mice-opendb.json (supabase/catalogue/merge.ts). Figures a row leaves
-- out load as null (not known); nothing stands in for them. An unknown material is refused by the
-- foreign key.
create or replace function catalog.seed_mice(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array[
    'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'shape_parent',
    'opendb_names', 'released', 'size', 'length', 'width', 'height', 'weight', 'wireless',
    'dimensions_source', 'sensor', 'dpi', 'polling_rate', 'adjustable_sensor_position',
    'sensor_position_x', 'sensor_position_x2', 'sensor_position_y', 'sensor_position_y2', 'sensor_source',
    'shape', 'front_flare', 'side_curvature', 'hump_placement', 'hand_compatibility', 'thumb_rest',
    'ring_finger_rest', 'middle_buttons', 'side_buttons', 'material', 'shape_source', 'top_view',
    'side_view', 'back_view', 'outline_source', 'example_types', 'affiliate_links', 'images', 'is_published', 'notes'], 'mice');
  perform catalog.seed_require(data, 'brand', 'catalog.brands', 'mice');
  perform catalog.seed_require(data, 'collab_brand', 'catalog.brands', 'mice');
  perform catalog.seed_require(data, 'sensor', 'catalog.sensors', 'mice');
  perform catalog.seed_require(data, 'material', 'catalog.materials', 'mice');
  insert into catalog.mice (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, opendb_names, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    size_class, length, width, height, weight, wireless, dimensions_source,
    sensor_id, dpi, polling_rate, adjustable_sensor_position, sensor_position_x, sensor_position_x2,
    sensor_position_y, sensor_position_y2, sensor_source,
    shape, front_flare, side_curvature, hump_placement, hand_compatibility, thumb_rest,
    ring_finger_rest, middle_buttons, side_buttons, material_handle, shape_source,
    top_view, side_view, back_view, outline_source, notes)
  select
    x.handle, (select t.id from catalog.brands t where t.handle = x.brand), (select t.id from catalog.brands t where t.handle = x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, coalesce(x.opendb_names, '{}'), x.released,
    date '2026-11-20', coalesce(x.example_types, '{}'), coalesce(x.affiliate_links, '[]'),
    coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.size, x.length, x.width, x.height, x.weight, x.wireless, x.dimensions_source,
    (select t.id from catalog.sensors t where t.handle = x.sensor), x.dpi, x.polling_rate, x.adjustable_sensor_position,
    x.sensor_position_x, x.sensor_position_x2, x.sensor_position_y, x.sensor_position_y2, x.sensor_source,
    x.shape, x.front_flare, x.side_curvature, x.hump_placement, x.hand_compatibility, x.thumb_rest,
    x.ring_finger_rest, x.middle_buttons, x.side_buttons,
    x.material, x.shape_source,
    x.top_view, x.side_view, x.back_view, x.outline_source, x.notes
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    parent text, shape_parent text, opendb_names text[], released text, size text,
    length numeric, width numeric, height numeric, weight numeric, wireless boolean, dimensions_source jsonb,
    sensor text, dpi integer, polling_rate integer, adjustable_sensor_position boolean,
    sensor_position_x numeric, sensor_position_x2 numeric, sensor_position_y numeric,
    sensor_position_y2 numeric, sensor_source jsonb,
    shape catalog.mouse_shape, front_flare catalog.front_flare, side_curvature catalog.side_curvature,
    hump_placement catalog.hump_placement, hand_compatibility catalog.hand_compatibility,
    thumb_rest boolean, ring_finger_rest boolean, middle_buttons smallint, side_buttons smallint,
    material text, shape_source jsonb, top_view text, side_view text, back_view text, outline_source jsonb,
    example_types text[], affiliate_links jsonb, images text[], is_published boolean, notes text);
  perform catalog.seed_parents('catalog.mice', data, true);
end
$$;

-- mouse-parts.json: the main-button switch and the scroll-wheel encoder of a mouse, found by its
-- handle or by the exact name of one of the OpenDB rows it was imported from.
create or replace function catalog.seed_mouse_parts(data jsonb)
  returns void language plpgsql set search_path = '' as $$
declare
  rec jsonb;
  mouse_ids bigint[];
  target bigint;
begin
  perform catalog.seed_check_keys(data, array[
    'mouse', 'opendb_name', 'switch', 'switch_source', 'encoder', 'encoder_source'], 'mouse parts');
  for rec in select value from jsonb_array_elements(data) loop
    if (rec ? 'mouse') = (rec ? 'opendb_name') then
      raise exception 'seed mouse parts: give exactly one of mouse and opendb_name: %', rec;
    end if;
    if rec ? 'mouse' then
      target := catalog.seed_id('catalog.mice', rec ->> 'mouse');
    else
      select array_agg(m.id order by m.id) into mouse_ids
        from catalog.mice m where (rec ->> 'opendb_name') = any (m.opendb_names);
      if coalesce(cardinality(mouse_ids), 0) <> 1 then
        raise exception 'seed mouse parts: the OpenDB name "%" matches % mice (expected exactly one)',
          rec ->> 'opendb_name', coalesce(cardinality(mouse_ids), 0);
      end if;
      target := mouse_ids[1];
    end if;
    if rec ? 'switch' then
      update catalog.mice
         set switch_id = catalog.seed_id('catalog.switches', rec ->> 'switch'),
             switch_source = rec -> 'switch_source'
       where id = target and switch_id is null;
      if not found then
        raise exception 'seed mouse parts: mouse % is given a switch twice', coalesce(rec ->> 'mouse', rec ->> 'opendb_name');
      end if;
    end if;
    if rec ? 'encoder' then
      update catalog.mice
         set scroll_wheel_encoder_id = catalog.seed_id('catalog.scroll_wheel_encoders', rec ->> 'encoder'),
             encoder_source = rec -> 'encoder_source'
       where id = target and scroll_wheel_encoder_id is null;
      if not found then
        raise exception 'seed mouse parts: mouse % is given an encoder twice', coalesce(rec ->> 'mouse', rec ->> 'opendb_name');
      end if;
    end if;
  end loop;
end
$$;

-- mouse-latency.json: NVIDIA's measured click latency of a mouse (generated by the latency import
-- from the vendored database and the hand-checked latency-matches.json).
create or replace function catalog.seed_click_latency(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array[
    'mouse', 'mode', 'mean_us', 'std_dev_us', 'unadjusted_mean_us', 'polled_actuation', 'firmware',
    'measured', 'tested_as'], 'click latency');
  perform catalog.seed_require(data, 'mouse', 'catalog.mice', 'click latency');
  insert into catalog.click_latency (
    mouse_id, mode, mean_us, std_dev_us, unadjusted_mean_us, polled_actuation, firmware, measured, tested_as)
  select
    (select t.id from catalog.mice t where t.handle = x.mouse), x.mode, x.mean_us, x.std_dev_us,
    x.unadjusted_mean_us, x.polled_actuation, x.firmware, x.measured, x.tested_as
  from jsonb_to_recordset(data) as x(
    mouse text, mode text, mean_us integer, std_dev_us integer, unadjusted_mean_us integer,
    polled_actuation boolean, firmware text, measured text, tested_as text);
end
$$;

-- Mousepads (supabase/seed/20-mousepads.sql): not yet in the data files.
create or replace function catalog.seed_mousepads(data jsonb)
  returns void language plpgsql set search_path = '' as $$
begin
  perform catalog.seed_check_keys(data, array[
    'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'release_date',
    'example_types', 'affiliate_links', 'images', 'is_published',
    'length', 'width', 'thickness', 'surface', 'speed'], 'mousepads');
  perform catalog.seed_require(data, 'brand', 'catalog.brands', 'mousepads');
  perform catalog.seed_require(data, 'collab_brand', 'catalog.brands', 'mousepads');
  insert into catalog.mousepads (
    handle, brand_id, collab_brand_id, brands_separator, model, variant, release_date,
    status_edited_date, example_types, affiliate_links, images, is_published,
    length, width, thickness, surface, speed)
  select
    x.handle, (select t.id from catalog.brands t where t.handle = x.brand), (select t.id from catalog.brands t where t.handle = x.collab_brand),
    coalesce(x.brands_separator, ' '), x.model, x.variant, x.release_date,
    date '2026-11-20', coalesce(x.example_types, '{}'),
    coalesce(x.affiliate_links, '[]'), coalesce(x.images, '{}'), coalesce(x.is_published, true),
    x.length, x.width, x.thickness, x.surface, x.speed
  from jsonb_to_recordset(data) as x(
    handle text, brand text, collab_brand text, brands_separator text, model text, variant text,
    release_date text, example_types text[], affiliate_links jsonb, images text[], is_published boolean,
    length numeric, width numeric, thickness numeric, surface text, speed text);
  perform catalog.seed_parents('catalog.mousepads', data);
end
$$;
