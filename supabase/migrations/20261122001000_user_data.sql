-- Saved comparisons, favourite mice and recent products of signed-in visitors (issue 10)
-- ====================================================================================
-- * The rows live in the private schema `user_data`, never exposed by PostgREST. The site's roles
--   (anon, authenticated) have no privilege at all on these tables: the catalogue's promise that
--   they read the api views and write nothing anywhere (tests/db/security.test.ts) still holds.
-- * The site reaches its rows through a few functions in schema `api` (PostgREST RPC,
--   `POST /rest/v1/rpc/<name>`). EXECUTE is granted to authenticated only: anon can neither read
--   nor write. Each function is SECURITY DEFINER, owned by `user_data_api`, a role that cannot log
--   in, does not bypass RLS and is a member of authenticated.
-- * Every table has ROW LEVEL SECURITY with policies `auth.uid() = user_id` for SELECT, INSERT,
--   UPDATE and DELETE, to authenticated (which applies to its member user_data_api). So even a
--   mistake in a function could not reach another user's rows; the functions also filter by
--   auth.uid() themselves and refuse a request without a signed-in user.
-- * auth.uid() and auth.users are Supabase's. The PGlite loader (supabase/pglite.ts) creates
--   stand-ins when they are missing, so this file runs unchanged on Supabase and in PGlite.

create schema if not exists user_data;
revoke all on schema user_data from public;

do $$
begin
  if not exists (select from pg_roles where rolname = 'user_data_api') then
    create role user_data_api nologin inherit nobypassrls;
  end if;
end
$$;
grant authenticated to user_data_api;
-- The migration's role must be a member to hand functions over to user_data_api.
grant user_data_api to current_user;
grant usage on schema user_data to user_data_api;

-- Tables ---------------------------------------------------------------------------------------

create table user_data.saved_comparisons (
  id              uuid primary key default gen_random_uuid(),
  user_id         uuid not null references auth.users (id) on delete cascade,
  category        text not null default 'mouse'
                  check (category in ('mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder')),
  -- The compare page's `p` value (the compare-name rule) ...
  compare_param   text not null check (char_length(compare_param) between 1 and 2600),
  -- ... and the products it named when saved, in order.
  product_handles text[] not null
                  check (cardinality(product_handles) between 1 and 12
                         and array_position(product_handles, null) is null),
  name            text check (name is null or char_length(name) between 1 and 300),
  created_at      timestamptz not null default now(),
  constraint saved_comparisons_one_per_page unique (user_id, category, compare_param)
);
create index saved_comparisons_user_created on user_data.saved_comparisons (user_id, created_at desc);

create table user_data.favourites (
  user_id         uuid not null references auth.users (id) on delete cascade,
  category        text not null default 'mouse'
                  check (category in ('mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder')),
  product_handle  text not null check (char_length(product_handle) between 1 and 200),
  created_at      timestamptz not null default now(),
  primary key (user_id, category, product_handle)
);

create table user_data.recent_products (
  user_id         uuid not null references auth.users (id) on delete cascade,
  category        text not null default 'mouse'
                  check (category in ('mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder')),
  product_handle  text not null check (char_length(product_handle) between 1 and 200),
  viewed_at       timestamptz not null default now(),
  primary key (user_id, category, product_handle)
);

revoke all on all tables in schema user_data from public, anon, authenticated;
grant select, insert, update, delete on all tables in schema user_data to user_data_api;

-- Row level security ------------------------------------------------------------------------------

alter table user_data.saved_comparisons enable row level security;
alter table user_data.favourites        enable row level security;
alter table user_data.recent_products   enable row level security;

create policy "own saved comparisons: read" on user_data.saved_comparisons
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "own saved comparisons: add" on user_data.saved_comparisons
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "own saved comparisons: change" on user_data.saved_comparisons
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own saved comparisons: delete" on user_data.saved_comparisons
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "own favourites: read" on user_data.favourites
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "own favourites: add" on user_data.favourites
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "own favourites: change" on user_data.favourites
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own favourites: delete" on user_data.favourites
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "own recent products: read" on user_data.recent_products
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "own recent products: add" on user_data.recent_products
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "own recent products: change" on user_data.recent_products
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own recent products: delete" on user_data.recent_products
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Functions (schema api, PostgREST RPC) ---------------------------------------------------------

-- The signed-in user, or an error (42501) without one.
create function user_data.current_user_id() returns uuid
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  return uid;
end
$$;

-- Everything the user has saved, as one JSON document:
-- { comparisons: [{ id, category, compare_param, product_handles, name, created_at }] (newest first),
--   favourites: [{ category, product_handle, created_at }] (newest first),
--   recent: [{ category, product_handle, viewed_at }] (newest first, at most 50 per category) }
create function user_data.items_of(uid uuid) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'comparisons', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'category', c.category, 'compare_param', c.compare_param,
                                          'product_handles', to_jsonb(c.product_handles), 'name', c.name,
                                          'created_at', c.created_at)
                       order by c.created_at desc, c.id)
        from user_data.saved_comparisons c where c.user_id = uid), '[]'::jsonb),
    'favourites', coalesce((
      select jsonb_agg(jsonb_build_object('category', f.category, 'product_handle', f.product_handle,
                                          'created_at', f.created_at)
                       order by f.created_at desc, f.product_handle)
        from user_data.favourites f where f.user_id = uid), '[]'::jsonb),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object('category', r.category, 'product_handle', r.product_handle,
                                          'viewed_at', r.viewed_at)
                       order by r.viewed_at desc, r.product_handle)
        from (select r.*, row_number() over (partition by r.category order by r.viewed_at desc) as n
                from user_data.recent_products r where r.user_id = uid) r
       where r.n <= 50), '[]'::jsonb)
  )
$$;

-- Reads everything the user has saved (see user_data.items_of).
create function api.user_items() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select user_data.items_of(user_data.current_user_id())
$$;

-- Merges what a visitor saved on this device before signing in into their account, without
-- duplicates (a comparison is the same when its category and `p` are; a favourite or recent
-- product when its category and handle are), and returns the account's items (user_items()).
-- Malformed entries are skipped, not fatal: local storage may hold anything.
create function api.merge_user_items(comparisons jsonb default '[]', favourites jsonb default '[]', recent jsonb default '[]')
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
  item jsonb;
begin
  if jsonb_typeof(comparisons) = 'array' then
    for item in select value from jsonb_array_elements(comparisons) limit 100 loop
      begin
        insert into user_data.saved_comparisons (user_id, category, compare_param, product_handles, name, created_at)
        values (uid,
                coalesce(item ->> 'category', 'mouse'),
                item ->> 'compare_param',
                array(select jsonb_array_elements_text(item -> 'product_handles')),
                nullif(item ->> 'name', ''),
                least(coalesce((item ->> 'created_at')::timestamptz, now()), now()))
        on conflict (user_id, category, compare_param) do nothing;
      exception when others then
        null; -- a malformed entry: skipped
      end;
    end loop;
  end if;
  if jsonb_typeof(favourites) = 'array' then
    for item in select value from jsonb_array_elements(favourites) limit 500 loop
      begin
        insert into user_data.favourites (user_id, category, product_handle, created_at)
        values (uid, coalesce(item ->> 'category', 'mouse'), item ->> 'product_handle',
                least(coalesce((item ->> 'created_at')::timestamptz, now()), now()))
        on conflict (user_id, category, product_handle) do nothing;
      exception when others then
        null;
      end;
    end loop;
  end if;
  if jsonb_typeof(recent) = 'array' then
    for item in select value from jsonb_array_elements(recent) limit 200 loop
      begin
        insert into user_data.recent_products as r (user_id, category, product_handle, viewed_at)
        values (uid, coalesce(item ->> 'category', 'mouse'), item ->> 'product_handle',
                least(coalesce((item ->> 'viewed_at')::timestamptz, now()), now()))
        on conflict (user_id, category, product_handle)
          do update set viewed_at = greatest(r.viewed_at, excluded.viewed_at);
      exception when others then
        null;
      end;
    end loop;
  end if;
  return user_data.items_of(uid);
end
$$;

-- Saves a comparison (or renames it when the same `p` is already saved) and returns it.
create function api.save_comparison(category text, compare_param text, product_handles text[], name text default null)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
  saved user_data.saved_comparisons;
begin
  insert into user_data.saved_comparisons as c (user_id, category, compare_param, product_handles, name)
  values (uid, save_comparison.category, save_comparison.compare_param, save_comparison.product_handles,
          nullif(save_comparison.name, ''))
  on conflict on constraint saved_comparisons_one_per_page
    do update set name = coalesce(excluded.name, c.name), product_handles = excluded.product_handles
  returning * into saved;
  return jsonb_build_object('id', saved.id, 'category', saved.category, 'compare_param', saved.compare_param,
                            'product_handles', to_jsonb(saved.product_handles), 'name', saved.name,
                            'created_at', saved.created_at);
end
$$;

-- Deletes one of the user's saved comparisons; true when there was one to delete.
create function api.delete_saved_comparison(comparison_id uuid) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
  deleted integer;
begin
  delete from user_data.saved_comparisons c where c.id = comparison_id and c.user_id = uid;
  get diagnostics deleted = row_count;
  return deleted > 0;
end
$$;

-- Marks (favourite = true) or unmarks a product as a favourite; returns the new state.
create function api.set_favourite(category text, product_handle text, favourite boolean) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
begin
  if favourite then
    insert into user_data.favourites as f (user_id, category, product_handle)
    values (uid, set_favourite.category, set_favourite.product_handle)
    on conflict on constraint favourites_pkey do nothing;
  else
    delete from user_data.favourites f
     where f.user_id = uid and f.category = set_favourite.category and f.product_handle = set_favourite.product_handle;
  end if;
  return favourite;
end
$$;

-- Ownership and privileges ------------------------------------------------------------------------

revoke all on function user_data.current_user_id() from public;
revoke all on function user_data.items_of(uuid) from public;
revoke all on function api.user_items() from public, anon, authenticated;
revoke all on function api.merge_user_items(jsonb, jsonb, jsonb) from public, anon, authenticated;
revoke all on function api.save_comparison(text, text, text[], text) from public, anon, authenticated;
revoke all on function api.delete_saved_comparison(uuid) from public, anon, authenticated;
revoke all on function api.set_favourite(text, text, boolean) from public, anon, authenticated;

grant execute on function user_data.current_user_id() to user_data_api;
grant execute on function user_data.items_of(uuid) to user_data_api;

-- The owner of a function must be allowed to create in its schema; only for the hand-over.
grant create on schema api to user_data_api;
alter function api.user_items() owner to user_data_api;
alter function api.merge_user_items(jsonb, jsonb, jsonb) owner to user_data_api;
alter function api.save_comparison(text, text, text[], text) owner to user_data_api;
alter function api.delete_saved_comparison(uuid) owner to user_data_api;
alter function api.set_favourite(text, text, boolean) owner to user_data_api;
revoke create on schema api from user_data_api;

grant execute on function api.user_items() to authenticated;
grant execute on function api.merge_user_items(jsonb, jsonb, jsonb) to authenticated;
grant execute on function api.save_comparison(text, text, text[], text) to authenticated;
grant execute on function api.delete_saved_comparison(uuid) to authenticated;
grant execute on function api.set_favourite(text, text, boolean) to authenticated;
