-- How many products the site serves, per kind (issue 28): the "more than N" figures of the home
-- and about pages are derived from these counts (web/lib/catalogue-figures.ts), never typed in.
-- A page that shows them reads this one small view instead of every row of every kind.
--
-- Built on the api views themselves, so it counts exactly what they publish and keeps every
-- visibility rule of 20261123000100_visibility_rules.sql by construction (publication, brand
-- publication; the order ends with the unique key, an enum, so no collation is needed). Mice are
-- counted as distinct mice: a colour or edition variant of another mouse (general__parent_id set)
-- is not another mouse.

create view api.catalogue_counts with (security_invoker = true) as
select category, product_count
from (
  select 'mouse'::catalog.product_category as category,
         (select count(*) from api.mice where general__parent_id is null)::integer as product_count
  union all
  select 'mouse_sensor', (select count(*) from api.mouse_sensors)::integer
  union all
  select 'mouse_switch', (select count(*) from api.mouse_switches)::integer
  union all
  select 'mouse_scroll_wheel_encoder', (select count(*) from api.mouse_scroll_wheel_encoders)::integer
  union all
  select 'mousepad', (select count(*) from api.mousepads)::integer
) counts
order by category;

comment on view api.catalogue_counts is
  'Products served per kind (mice without their colour and edition variants), for the site''s "more than N" figures.';

revoke all on api.catalogue_counts from public, anon, authenticated;
grant select on api.catalogue_counts to anon, authenticated, service_role;
