-- The mice the published mouse reviews name (reviewed or mentioned), with every column of
-- api.mice: what a review's specification box reads (web/features/reviews/review-page.tsx).
--
-- The box shows one to three mice, but read them from api.mice, the whole catalogue: 1,364 rows,
-- about 1 MB of JSON parsed on a phone's main thread for each review page (bench/README.md,
-- "Thirteenth session"). Its 12 reviews name 38 mice; this view is those rows, about 3% of it.
--
-- Built on the api views themselves, like api.catalogue_counts, so it keeps every visibility rule
-- of api.mice and api.reviews by construction: a mouse or review that is not published is not
-- here. Ordered by the handle (byte order, no collation), its unique key.

create view api.reviewed_mice with (security_invoker = true) as
select m.*
from api.mice m
where m.general__handle in (
  select handle
  from api.reviews r, unnest(r.product_handles || r.mentioned_handles) as handle
  where r.product_category = 'mouse'
)
order by m.general__handle collate "C";

comment on view api.reviewed_mice is
  'The published mice a published mouse review reviews or mentions, with every column of api.mice (a review''s specification box).';

revoke all on api.reviewed_mice from public, anon, authenticated;
grant select on api.reviewed_mice to anon, authenticated, service_role;
