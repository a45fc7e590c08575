-- The visitor's hand for the fit score (issue 22)
-- =================================================
-- A signed-in visitor's hand (length wrist crease to middle fingertip, breadth across the knuckles,
-- in mm, and grip) follows them to any device. Same pattern as saved comparisons and favourites
-- (20261122001000_user_data.sql):
-- * the row lives in the private schema `user_data`; anon and authenticated have no privilege on
--   the table;
-- * the site reaches it through functions in schema `api` (PostgREST RPC), SECURITY DEFINER, owned
--   by `user_data_api` (nologin, does not bypass RLS), EXECUTE granted to authenticated only;
-- * ROW LEVEL SECURITY with policies `auth.uid() = user_id` for every command, to authenticated
--   (which applies to its member user_data_api); the functions also filter by auth.uid().
-- Bounded by design: one row per user (the primary key), every value checked. The bounds are the
-- site's (web/lib/hand-profile.ts, handBounds); values are kept to 0.1 mm.

create table user_data.hand_profiles (
  user_id     uuid primary key references auth.users (id) on delete cascade,
  length_mm   numeric(4, 1) not null check (length_mm between 120 and 260),
  breadth_mm  numeric(4, 1) not null check (breadth_mm between 55 and 130),
  grip        text not null check (grip in ('palm', 'claw', 'fingertip')),
  updated_at  timestamptz not null default now()
);

revoke all on user_data.hand_profiles from public, anon, authenticated;
grant select, insert, update, delete on user_data.hand_profiles to user_data_api;

alter table user_data.hand_profiles enable row level security;

create policy "own hand profile: read" on user_data.hand_profiles
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "own hand profile: add" on user_data.hand_profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "own hand profile: change" on user_data.hand_profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own hand profile: delete" on user_data.hand_profiles
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Functions (schema api, PostgREST RPC) ---------------------------------------------------------

-- The user's hand as { length_mm, breadth_mm, grip, updated_at }, or null when none is saved.
create function user_data.hand_profile_of(uid uuid) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object('length_mm', h.length_mm, 'breadth_mm', h.breadth_mm, 'grip', h.grip, 'updated_at', h.updated_at)
    from user_data.hand_profiles h
   where h.user_id = uid
$$;

-- Reads the signed-in user's hand (null when none is saved).
create function api.hand_profile() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select user_data.hand_profile_of(user_data.current_user_id())
$$;

-- Saves (or replaces) the signed-in user's hand and returns it. Out-of-bounds values are refused
-- (check_violation, 23514), never clamped.
create function api.set_hand_profile(length_mm numeric, breadth_mm numeric, grip text) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
begin
  insert into user_data.hand_profiles as h (user_id, length_mm, breadth_mm, grip, updated_at)
  values (uid, set_hand_profile.length_mm, set_hand_profile.breadth_mm, set_hand_profile.grip, now())
  on conflict (user_id) do update
    set length_mm = excluded.length_mm, breadth_mm = excluded.breadth_mm, grip = excluded.grip, updated_at = excluded.updated_at;
  return user_data.hand_profile_of(uid);
end
$$;

-- Forgets the signed-in user's hand; true when there was one.
create function api.clear_hand_profile() returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
  deleted integer;
begin
  delete from user_data.hand_profiles h where h.user_id = uid;
  get diagnostics deleted = row_count;
  return deleted > 0;
end
$$;

-- On sign-in: the hand this device holds goes into the account only when the account has none
-- (the account's hand wins). Returns the account's hand afterwards (null when neither had one).
-- Missing or malformed values (local storage may hold anything) are skipped, not fatal.
create function api.merge_hand_profile(length_mm numeric default null, breadth_mm numeric default null, grip text default null)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := user_data.current_user_id();
begin
  if merge_hand_profile.length_mm is not null and merge_hand_profile.breadth_mm is not null and merge_hand_profile.grip is not null then
    begin
      insert into user_data.hand_profiles (user_id, length_mm, breadth_mm, grip)
      values (uid, merge_hand_profile.length_mm, merge_hand_profile.breadth_mm, merge_hand_profile.grip)
      on conflict (user_id) do nothing;
    exception when check_violation or numeric_value_out_of_range then
      null; -- a malformed hand: the account keeps what it has (or nothing)
    end;
  end if;
  return user_data.hand_profile_of(uid);
end
$$;

-- Ownership and privileges ------------------------------------------------------------------------

revoke all on function user_data.hand_profile_of(uuid) from public;
revoke all on function api.hand_profile() from public, anon, authenticated;
revoke all on function api.set_hand_profile(numeric, numeric, text) from public, anon, authenticated;
revoke all on function api.clear_hand_profile() from public, anon, authenticated;
revoke all on function api.merge_hand_profile(numeric, numeric, text) from public, anon, authenticated;

grant execute on function user_data.hand_profile_of(uuid) to user_data_api;

-- The owner of a function must be allowed to create in its schema; only for the hand-over.
grant create on schema api to user_data_api;
alter function api.hand_profile() owner to user_data_api;
alter function api.set_hand_profile(numeric, numeric, text) owner to user_data_api;
alter function api.clear_hand_profile() owner to user_data_api;
alter function api.merge_hand_profile(numeric, numeric, text) owner to user_data_api;
revoke create on schema api from user_data_api;

grant execute on function api.hand_profile() to authenticated;
grant execute on function api.set_hand_profile(numeric, numeric, text) to authenticated;
grant execute on function api.clear_hand_profile() to authenticated;
grant execute on function api.merge_hand_profile(numeric, numeric, text) to authenticated;
