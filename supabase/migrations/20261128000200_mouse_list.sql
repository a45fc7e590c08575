-- The mice as the site's pages read them (browse, compare, find-similar, fit): every column of
-- api.mice, but each of the five figure sources (mouse__dimensions_source … mouse__encoder_source)
-- reduced to its kind ({"kind": "maker"}), which is what the browse table's "Sources" summary and
-- the compare page's first render need. The rest of a source (publisher, note, address, when it was
-- checked) is in api.mouse_sources, which the compare page reads for the mice it shows.
--
-- Why: the sources' notes and addresses were 418 KB of api.mice's 1,074 KB as the site's snapshot
-- packs it (the switches' alone 304 KB, nearly one distinct note per mouse), read and parsed on a
-- phone by every page that shows mice (bench/README.md, "Sixteenth session"): 87 KB gzipped
-- against 51 KB for this view. api.mice itself does not change: it is the open-data API's shape.
--
-- Built on api.mice, like api.reviewed_mice, so it keeps every visibility rule by construction;
-- in api.mice's order (its id).

create view api.mouse_list with (security_invoker = true) as
select
  m.general__id,
  m.general__parent_id,
  m.general__handle,
  m.general__category,
  m.general__status_edited_date,
  m.general__release_date,
  m.general__brand_handles,
  m.general__brand_names,
  m.general__brands_separator,
  m.general__model,
  m.general__variant,
  m.general__example_types,
  m.general__affiliate_links,
  m.images,
  m.mouse__shape_parent_id,
  m.mouse__length,
  m.mouse__width,
  m.mouse__height,
  m.mouse__shape,
  m.mouse__front_flare,
  m.mouse__side_curvature,
  m.mouse__hump_placement,
  m.mouse__hand_compatibility,
  m.mouse__thumb_rest,
  m.mouse__ring_finger_rest,
  m.mouse__top_view,
  m.mouse__side_view,
  m.mouse__back_view,
  m.mouse__weight,
  m.mouse__material_handle_general,
  m.mouse__material_handle_specific,
  m.mouse__material_name_general,
  m.mouse__material_name_specific,
  m.mouse__wireless,
  m.mouse__sensor_id,
  m.mouse__sensor_parent_id,
  m.mouse__sensor_handle,
  m.mouse__sensor_brand_handles,
  m.mouse__sensor_brand_names,
  m.mouse__sensor_brands_separator,
  m.mouse__sensor_model,
  m.mouse__sensor_variant,
  m.mouse__sensor_rank,
  m.mouse__sensor_type,
  m.mouse__sensor_tracking_speed,
  m.mouse__sensor_acceleration,
  m.mouse__dpi,
  m.mouse__polling_rate,
  m.mouse__adjustable_sensor_position,
  m.mouse__sensor_position_x,
  m.mouse__sensor_position_x2,
  m.mouse__sensor_position_y,
  m.mouse__sensor_position_y2,
  m.mouse__middle_buttons,
  m.mouse__side_buttons,
  m.mouse__switch_handle,
  m.mouse__switch_name,
  m.mouse__scroll_wheel_encoder_handle,
  m.mouse__scroll_wheel_encoder_name,
  m.mouse__size_class,
  m.mouse__outline_kind,
  case when m.mouse__dimensions_source is not null then jsonb_build_object('kind', m.mouse__dimensions_source->'kind') end as mouse__dimensions_source,
  case when m.mouse__sensor_source is not null then jsonb_build_object('kind', m.mouse__sensor_source->'kind') end as mouse__sensor_source,
  case when m.mouse__shape_source is not null then jsonb_build_object('kind', m.mouse__shape_source->'kind') end as mouse__shape_source,
  case when m.mouse__switch_source is not null then jsonb_build_object('kind', m.mouse__switch_source->'kind') end as mouse__switch_source,
  case when m.mouse__encoder_source is not null then jsonb_build_object('kind', m.mouse__encoder_source->'kind') end as mouse__encoder_source,
  m.mouse__sensor_based_on,
  m.mouse__switch_is_family,
  m.mouse__switch_family_handle,
  m.mouse__switch_family_name,
  m.mouse__click_latency,
  m.mouse__click_latency_ms,
  m.mouse__outline_source
from api.mice m
order by m.general__id;

comment on view api.mouse_list is
  'Every column of api.mice, each figure source reduced to its kind (the site''s pages; the rest of each source is in api.mouse_sources).';

-- Each published mouse's five figure sources in full, by handle (the compare page's source rows).

create view api.mouse_sources with (security_invoker = true) as
select
  m.general__handle,
  m.mouse__dimensions_source,
  m.mouse__sensor_source,
  m.mouse__shape_source,
  m.mouse__switch_source,
  m.mouse__encoder_source
from api.mice m
order by m.general__id;

comment on view api.mouse_sources is
  'Each published mouse''s figure sources (as api.mice has them), by handle: what the compare page lists under each group of figures.';

revoke all on api.mouse_list, api.mouse_sources from public, anon, authenticated;
grant select on api.mouse_list, api.mouse_sources to anon, authenticated, service_role;
