-- A sensor's rank ranks what is known (issue 28). The rank counted an unknown tracking speed or
-- acceleration after every known one, so a current flagship whose maker has not published them
-- (Logitech's HERO 2) ranked below 1,600-DPI office sensors, as if it were worse. Now a sensor is
-- ranked only when its tracking speed, acceleration and maximum DPI are all published (parts a
-- source names without figures may lack the DPI too, 20261126000100_parts_connected.sql); otherwise mouse_sensor__rank is null and the site
-- says "not ranked (figures not published)". Sensors with equal figures share a rank, and the
-- release date no longer breaks ties (a newer sensor with the same figures is not a better one).
--
-- api.mice reads the rank from this view (mouse__sensor_rank), so a mouse with an unranked
-- sensor reads null there too, without redefining api.mice. The columns, their order, the joins, WHERE
-- and ORDER BY clauses are those of 20261126000100_parts_connected.sql: every visibility rule of
-- 20261123000100_visibility_rules.sql is kept. The open-data change is in the changelog
-- (web/features/open-data/open-data-changelog.ts).

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
  -- Derived, never typed in (web/lib/sensor-rank.ts is the same rule; tests/db compares them).
  -- Only a sensor whose tracking speed, acceleration and maximum DPI are all published is ranked:
  -- by tracking speed, then acceleration, then maximum DPI, all best first; sensors with the same
  -- three figures share a rank (1, 2, 2, 4). A sensor with any of them unknown is not ranked (null):
  -- an unknown figure is neither better nor worse than a known one.
  case when s.tracking_speed is not null and s.acceleration is not null and s.dpi is not null then
    (rank() over (
       partition by s.tracking_speed is not null and s.acceleration is not null and s.dpi is not null
       order by s.tracking_speed desc, s.acceleration desc, s.dpi desc))::integer
  end
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
