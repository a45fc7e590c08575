-- Figures checked against published sources (issue 30).
--
-- * A source can be a lab review (kind 'review'), beside the maker, BuildCores OpenDB, a teardown
--   and the editors.
-- * A source can say that its figures were checked against a published page: who published it
--   (`publisher`) and the day it was checked (`checked`, YYYY-MM-DD, a real day), with the page's
--   address in `url`. A checked source without its address, its publisher or a real day is
--   refused wherever a source is kept (the mice's five group sources, sensors, switches and
--   encoders): every table's check calls catalog.is_source.
--
-- catalog.is_source is redefined (same signature, so the checks that call it keep working). No
-- view changes: the api views pass the source objects through as they are (mouse__*_source,
-- mouse_sensor__source, mouse_switch__source, mouse_scroll_wheel_encoder__source), so the
-- visibility rules of 20261123000100_visibility_rules.sql are untouched.

alter type catalog.source_kind add value if not exists 'review';

-- {"kind": source_kind, "publisher"?: text, "note"?: text, "url"?: "https?://…", "checked"?: "YYYY-MM-DD"}
create or replace function catalog.is_source(source jsonb) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select jsonb_typeof(source) = 'object'
     and (source ->> 'kind') in ('maker', 'opendb', 'teardown', 'editors', 'review')
     and not exists (select 1 from jsonb_object_keys(source) as k where k not in ('kind', 'publisher', 'note', 'url', 'checked'))
     and (not source ? 'publisher' or (jsonb_typeof(source -> 'publisher') = 'string' and source ->> 'publisher' <> ''))
     and (not source ? 'note' or (jsonb_typeof(source -> 'note') = 'string' and source ->> 'note' <> ''))
     and (not source ? 'url' or (jsonb_typeof(source -> 'url') = 'string' and source ->> 'url' ~ '^https?://'))  -- a citation may be an http-only page
     -- Checked: the page's address, its publisher and a real day.
     and (not source ? 'checked' or (
           jsonb_typeof(source -> 'checked') = 'string'
           and source ->> 'checked' ~ '^[12][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
           and to_char(to_date(source ->> 'checked', 'YYYY-MM-DD'), 'YYYY-MM-DD') = source ->> 'checked'
           and source ? 'url'
           and source ? 'publisher'))
$$;

comment on function catalog.is_source(jsonb) is
  'A figure group''s source: {"kind": maker | opendb | teardown | editors | review, "publisher"?, "note"?, "url"?, "checked"? (YYYY-MM-DD, needs url and publisher)}.';

revoke all on function catalog.is_source(jsonb) from public, anon, authenticated;
grant execute on function catalog.is_source(jsonb) to service_role;
