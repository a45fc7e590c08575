-- Account limits (issue 17)
-- =========================
-- What one signed-in visitor can keep is bounded, in the database, whatever a client sends:
--
--   saved comparisons           at most 100 per user
--   favourites                  at most 500 per user
--   recent products             the newest 50 per category per user (older ones are dropped)
--   a comparison's `p` value    1 to 2,600 characters
--   a comparison's products     1 to 12 handles, each 1 to 200 characters
--   a comparison's name         at most 300 characters
--   a product handle            1 to 200 characters
--   category                    one of the five product categories
--   one merge_user_items call   at most 256 KiB of JSON per argument; at most 100 comparisons,
--                               500 favourites and 200 recent products are read from it
--
-- The numbers are user_data.account_limits() (web/lib/account-limits.ts mirrors them; a test
-- compares the two). The api functions check every argument first and refuse with a sentence a
-- person can read (errcode P0001, PostgREST status 400) and a hint the site maps to its own text:
-- 'limit:saved_comparisons', 'limit:favourites', 'limit:payload' or 'invalid:<argument>'.
-- Triggers and check constraints on the tables enforce the same bounds below the functions, so
-- no other path (a future function, service_role) can exceed them.

create function user_data.account_limits() returns jsonb
  language sql immutable
  set search_path = ''
as $$
  select jsonb_build_object(
    'saved_comparisons', 100,
    'favourites', 500,
    'recent_per_category', 50,
    'compare_param_length', 2600,
    'handles_per_comparison', 12,
    'handle_length', 200,
    'name_length', 300,
    'payload_bytes', 262144,
    'merge_comparisons', 100,
    'merge_favourites', 500,
    'merge_recent', 200
  )
$$;

-- Every element a product handle: 1 to 200 characters, no null.
create function user_data.are_product_handles(handles text[]) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select handles is not null
     and array_position(handles, null) is null
     and coalesce((select bool_and(char_length(h) between 1 and 200) from unnest(handles) as h), true)
$$;

alter table user_data.saved_comparisons
  add constraint saved_comparisons_handles_bounded check (user_data.are_product_handles(product_handles));

-- Refuses an argument with a clear sentence and a hint for the site.
create function user_data.refuse(sentence text, key text) returns void
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = sentence, hint = key;
end
$$;

create function user_data.check_category(category text) returns void
  language plpgsql
  set search_path = ''
as $$
begin
  if category is null or category not in ('mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder') then
    perform user_data.refuse('Unknown product category.', 'invalid:category');
  end if;
end
$$;

create function user_data.check_product_handle(handle text) returns void
  language plpgsql
  set search_path = ''
as $$
begin
  if handle is null or char_length(handle) not between 1 and 200 then
    perform user_data.refuse('A product handle has 1 to 200 characters.', 'invalid:product_handle');
  end if;
end
$$;

-- Count limits, below every function: one lock per user, so two requests at once cannot both
-- take the last place. A row that already exists (a rename, a favourite marked twice) is not new.
create function user_data.enforce_saved_comparisons_limit() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  most integer := (user_data.account_limits() ->> 'saved_comparisons')::integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('user_data.saved_comparisons:' || new.user_id::text, 0));
  if exists (select 1 from user_data.saved_comparisons c
              where c.user_id = new.user_id and c.category = new.category and c.compare_param = new.compare_param) then
    return new;
  end if;
  if (select count(*) from user_data.saved_comparisons c where c.user_id = new.user_id) >= most then
    perform user_data.refuse(format('You can save at most %s comparisons. Delete one to save another.', most), 'limit:saved_comparisons');
  end if;
  return new;
end
$$;

create function user_data.enforce_favourites_limit() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  most integer := (user_data.account_limits() ->> 'favourites')::integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('user_data.favourites:' || new.user_id::text, 0));
  if exists (select 1 from user_data.favourites f
              where f.user_id = new.user_id and f.category = new.category and f.product_handle = new.product_handle) then
    return new;
  end if;
  if (select count(*) from user_data.favourites f where f.user_id = new.user_id) >= most then
    perform user_data.refuse(format('You can keep at most %s favourites. Remove one to add another.', most), 'limit:favourites');
  end if;
  return new;
end
$$;

-- Recent products are a window, not a collection: a new row past the newest 50 of its category
-- pushes the oldest out. (Only an insert adds a row; an update of viewed_at changes none.)
create function user_data.trim_recent_products() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  keep integer := (user_data.account_limits() ->> 'recent_per_category')::integer;
begin
  if (select count(*) from user_data.recent_products r where r.user_id = new.user_id and r.category = new.category) > keep then
    delete from user_data.recent_products r
     where r.user_id = new.user_id and r.category = new.category
       and r.product_handle in (select x.product_handle from user_data.recent_products x
                                 where x.user_id = new.user_id and x.category = new.category
                                 order by x.viewed_at desc, x.product_handle
                                 offset keep);
  end if;
  return null;
end
$$;

create trigger saved_comparisons_limit before insert on user_data.saved_comparisons
  for each row execute function user_data.enforce_saved_comparisons_limit();
create trigger favourites_limit before insert on user_data.favourites
  for each row execute function user_data.enforce_favourites_limit();
create trigger recent_products_window after insert on user_data.recent_products
  for each row execute function user_data.trim_recent_products();

revoke all on function user_data.account_limits() from public;
revoke all on function user_data.are_product_handles(text[]) from public;
revoke all on function user_data.refuse(text, text) from public;
revoke all on function user_data.check_category(text) from public;
revoke all on function user_data.check_product_handle(text) from public;
revoke all on function user_data.enforce_saved_comparisons_limit() from public;
revoke all on function user_data.enforce_favourites_limit() from public;
revoke all on function user_data.trim_recent_products() from public;
grant execute on function user_data.account_limits() to user_data_api;
grant execute on function user_data.are_product_handles(text[]) to user_data_api;
grant execute on function user_data.refuse(text, text) to user_data_api;
grant execute on function user_data.check_category(text) to user_data_api;
grant execute on function user_data.check_product_handle(text) to user_data_api;

-- The api functions: every argument checked first ----------------------------------------------

create or replace function api.save_comparison(category text, compare_param text, product_handles text[], name text default null)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
  limits jsonb := user_data.account_limits();
  saved user_data.saved_comparisons;
begin
  perform user_data.check_category(save_comparison.category);
  if save_comparison.compare_param is null
     or char_length(save_comparison.compare_param) not between 1 and (limits ->> 'compare_param_length')::integer then
    perform user_data.refuse(format('A comparison''s address has 1 to %s characters.', limits ->> 'compare_param_length'), 'invalid:compare_param');
  end if;
  if save_comparison.product_handles is null
     or cardinality(save_comparison.product_handles) not between 1 and (limits ->> 'handles_per_comparison')::integer then
    perform user_data.refuse(format('A comparison has 1 to %s products.', limits ->> 'handles_per_comparison'), 'invalid:product_handles');
  end if;
  if not user_data.are_product_handles(save_comparison.product_handles) then
    perform user_data.refuse('A product handle has 1 to 200 characters.', 'invalid:product_handle');
  end if;
  if char_length(save_comparison.name) > (limits ->> 'name_length')::integer then
    perform user_data.refuse(format('A comparison''s name has at most %s characters.', limits ->> 'name_length'), 'invalid:name');
  end if;
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

create or replace function api.set_favourite(category text, product_handle text, favourite boolean) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
begin
  perform user_data.check_category(set_favourite.category);
  perform user_data.check_product_handle(set_favourite.product_handle);
  if favourite then
    insert into user_data.favourites as f (user_id, category, product_handle)
    values (uid, set_favourite.category, set_favourite.product_handle)
    on conflict on constraint favourites_pkey do nothing;
  else
    delete from user_data.favourites f
     where f.user_id = uid and f.category = set_favourite.category and f.product_handle = set_favourite.product_handle;
  end if;
  return coalesce(favourite, false);
end
$$;

-- As before (20261122001000_user_data.sql), plus: a payload over 256 KiB is refused whole; an
-- item the account has no room for is skipped and counted, and the answer says how many
-- ("skipped": {"comparisons": n, "favourites": n}) so the site can tell the visitor.
create or replace function api.merge_user_items(comparisons jsonb default '[]', favourites jsonb default '[]', recent jsonb default '[]')
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
  limits jsonb := user_data.account_limits();
  item jsonb;
  skipped_comparisons integer := 0;
  skipped_favourites integer := 0;
  failure_hint text;
begin
  if coalesce(pg_column_size(comparisons), 0) > (limits ->> 'payload_bytes')::integer
     or coalesce(pg_column_size(favourites), 0) > (limits ->> 'payload_bytes')::integer
     or coalesce(pg_column_size(recent), 0) > (limits ->> 'payload_bytes')::integer then
    perform user_data.refuse('Too much to merge at once (at most 256 KiB per list).', 'limit:payload');
  end if;
  if jsonb_typeof(comparisons) = 'array' then
    for item in select value from jsonb_array_elements(comparisons) limit (limits ->> 'merge_comparisons')::integer loop
      begin
        if jsonb_typeof(item -> 'product_handles') is distinct from 'array'
           or jsonb_array_length(item -> 'product_handles') > (limits ->> 'handles_per_comparison')::integer then
          continue;
        end if;
        insert into user_data.saved_comparisons (user_id, category, compare_param, product_handles, name, created_at)
        values (uid,
                coalesce(item ->> 'category', 'mouse'),
                item ->> 'compare_param',
                array(select jsonb_array_elements_text(item -> 'product_handles')),
                nullif(item ->> 'name', ''),
                least(coalesce((item ->> 'created_at')::timestamptz, now()), now()))
        on conflict (user_id, category, compare_param) do nothing;
      exception when others then
        get stacked diagnostics failure_hint = pg_exception_hint;
        if failure_hint = 'limit:saved_comparisons' then
          skipped_comparisons := skipped_comparisons + 1;
        end if; -- otherwise a malformed entry: skipped
      end;
    end loop;
  end if;
  if jsonb_typeof(favourites) = 'array' then
    for item in select value from jsonb_array_elements(favourites) limit (limits ->> 'merge_favourites')::integer loop
      begin
        insert into user_data.favourites (user_id, category, product_handle, created_at)
        values (uid, coalesce(item ->> 'category', 'mouse'), item ->> 'product_handle',
                least(coalesce((item ->> 'created_at')::timestamptz, now()), now()))
        on conflict (user_id, category, product_handle) do nothing;
      exception when others then
        get stacked diagnostics failure_hint = pg_exception_hint;
        if failure_hint = 'limit:favourites' then
          skipped_favourites := skipped_favourites + 1;
        end if;
      end;
    end loop;
  end if;
  if jsonb_typeof(recent) = 'array' then
    for item in select value from jsonb_array_elements(recent) limit (limits ->> 'merge_recent')::integer loop
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
  return user_data.items_of(uid)
      || jsonb_build_object('skipped', jsonb_build_object('comparisons', skipped_comparisons, 'favourites', skipped_favourites));
end
$$;

-- create or replace keeps each function's owner (user_data_api) and grants.
