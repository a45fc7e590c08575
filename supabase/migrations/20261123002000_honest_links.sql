-- Links go where they say (issue 20, point 3)
-- ==========================================
-- * A review is about some products (the reviewed mouse and its family: `product_handles`) and may
--   mention others (`mentioned_handles`). The site offers "Read the review" only for the first;
--   a mouse that is only mentioned gets "Mentioned in: <title>".
-- * Discounts, affiliate partners and promos that are not real offers (the embedded demo
--   catalogue's) are marked `is_example`: the site labels them as examples everywhere they
--   appear, so nothing shows an invented code, amount or partnership as if it were real.
-- The api views gain the new columns at the end (existing columns keep their order) and keep every
-- visibility rule of 20261123000100_visibility_rules.sql.

alter table catalog.reviews
  add column mentioned_handles text[] not null default '{}'
    check (array_position(mentioned_handles, null) is null),
  add constraint reviews_mentions_are_not_subjects check (not (mentioned_handles && product_handles));

alter table catalog.discounts add column is_example boolean not null default false;
alter table catalog.affiliate_partners add column is_example boolean not null default false;
alter table catalog.promos add column is_example boolean not null default false;

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
  r.cover_image,
  r.mentioned_handles
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
  d.valid_until,
  d.is_example
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
  a.rank,
  a.is_example
from catalog.affiliate_partners a
where a.is_published
order by a.rank;

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
  p.product_category,
  p.is_example
from catalog.promos p
where p.is_published
  and catalog.is_current(p.starts_at, p.ends_at)
order by p.rank, p.id;

-- The views run as the reader (security_invoker): the reader needs the new columns too.
grant select (mentioned_handles) on catalog.reviews to anon, authenticated;
grant select (is_example) on catalog.discounts to anon, authenticated;
grant select (is_example) on catalog.affiliate_partners to anon, authenticated;
grant select (is_example) on catalog.promos to anon, authenticated;
