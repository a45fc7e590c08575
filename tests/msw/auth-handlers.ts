/**
 * Supabase's auth service (GoTrue, `/auth/v1`) and the user-data RPC functions (`/rest/v1/rpc`),
 * as supabase-js calls them, for component tests: sign up, password and refresh-token grants,
 * one-time codes (request and verify), the user, logout; and an in-memory account store behind
 * api.user_items / merge_user_items / save_comparison / delete_saved_comparison / set_favourite,
 * with the same rules as the migration (one comparison per category and p, one favourite per
 * handle). Every request is recorded so tests can assert what was sent.
 */
import { http, HttpResponse } from 'msw'
import { testSupabaseUrl } from './supabase-test-project'
import { accountLimits } from '../../web/lib/account-limits'

export const authBase = `${testSupabaseUrl}/auth/v1`
export const rpcBase = `${testSupabaseUrl}/rest/v1/rpc`

export interface MockUser {
  id: string
  email?: string
  phone?: string
  password: string
}

export interface RecordedAuthRequest {
  method: string
  path: string
  search: string
  body: Record<string, unknown> | null
  authorization: string | null
}

interface AccountItems {
  comparisons: { id: string; category: string; compare_param: string; product_handles: string[]; name: string | null; created_at: string }[]
  favourites: { category: string; product_handle: string; created_at: string }[]
  recent: { category: string; product_handle: string; viewed_at: string }[]
}

export interface AuthMock {
  users: MockUser[]
  /** user id → their saved items */
  items: Map<string, AccountItems>
  requests: RecordedAuthRequest[]
  /** The one-time code the service "sends". */
  otpCode: string
  /** Whether sign-up answers with a session (false: the address must be confirmed first). */
  autoConfirm: boolean
}

export function createAuthMock(overrides: Partial<AuthMock> = {}): AuthMock {
  return {
    users: [{ id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com', password: 'correct horse battery staple' }],
    items: new Map(),
    requests: [],
    otpCode: '123456',
    autoConfirm: true,
    ...overrides,
  }
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** An unsigned JWT shaped like GoTrue's (three base64url parts), role authenticated. */
export function accessTokenFor(user: MockUser, expiresAt: number): string {
  return [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp: expiresAt, email: user.email, phone: user.phone ?? '', session_id: `session-${user.id}` }),
    'c2lnbmF0dXJl',
  ].join('.')
}

export function userBody(user: MockUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: user.phone?.replace(/^\+/, '') ?? '',
    app_metadata: { provider: user.email ? 'email' : 'phone', providers: [user.email ? 'email' : 'phone'] },
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  }
}

export function sessionBody(user: MockUser) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  return {
    access_token: accessTokenFor(user, expiresAt),
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: userBody(user),
  }
}

/** A GoTrue error body (both `code` and `error_code`, and `msg`). */
export function authErrorResponse(status: number, code: string, msg: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code: status, error_code: code, msg, ...extra }, { status })
}

export async function record(mock: AuthMock, request: Request): Promise<RecordedAuthRequest> {
  const url = new URL(request.url)
  let body: Record<string, unknown> | null = null
  if (request.method !== 'GET') {
    try {
      body = (await request.clone().json()) as Record<string, unknown>
    } catch {
      body = null
    }
  }
  const entry = { method: request.method, path: url.pathname.replace(/^\/(auth\/v1|rest\/v1)/, ''), search: url.search, body, authorization: request.headers.get('authorization') }
  mock.requests.push(entry)
  return entry
}

export function userOfToken(mock: AuthMock, authorization: string | null): MockUser | undefined {
  const token = authorization?.replace(/^Bearer /, '') ?? ''
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; role?: string }
    return claims.role === 'authenticated' ? mock.users.find((user) => user.id === claims.sub) : undefined
  } catch {
    return undefined
  }
}

function itemsOf(mock: AuthMock, userId: string): AccountItems {
  let items = mock.items.get(userId)
  if (!items) {
    items = { comparisons: [], favourites: [], recent: [] }
    mock.items.set(userId, items)
  }
  return items
}

let nextId = 1

export function authHandlers(mock: AuthMock) {
  const findUser = (body: Record<string, unknown> | null) =>
    mock.users.find((user) => (body?.email !== undefined ? user.email === body.email : body?.phone !== undefined && user.phone === body.phone))

  return [
    http.post(`${authBase}/signup`, async ({ request }) => {
      const { body } = await record(mock, request)
      if (findUser(body)) return authErrorResponse(422, 'user_already_exists', 'User already registered')
      const user: MockUser = { id: `22222222-2222-4222-8222-${String(nextId++).padStart(12, '0')}`, email: body?.email as string | undefined, phone: body?.phone as string | undefined, password: String(body?.password ?? '') }
      mock.users.push(user)
      return HttpResponse.json(mock.autoConfirm ? sessionBody(user) : userBody(user))
    }),
    http.post(`${authBase}/token`, async ({ request }) => {
      const { body, search } = await record(mock, request)
      const grant = new URLSearchParams(search).get('grant_type')
      if (grant === 'password') {
        const user = findUser(body)
        if (!user || user.password !== body?.password) return authErrorResponse(400, 'invalid_credentials', 'Invalid login credentials')
        return HttpResponse.json(sessionBody(user))
      }
      if (grant === 'refresh_token') {
        const user = mock.users.find((candidate) => `refresh-${candidate.id}` === body?.refresh_token)
        if (!user) return authErrorResponse(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        return HttpResponse.json(sessionBody(user))
      }
      return authErrorResponse(400, 'validation_failed', `unsupported grant_type ${grant}`)
    }),
    http.post(`${authBase}/otp`, async ({ request }) => {
      await record(mock, request)
      return HttpResponse.json({})
    }),
    http.post(`${authBase}/verify`, async ({ request }) => {
      const { body } = await record(mock, request)
      if (body?.token !== mock.otpCode) return authErrorResponse(403, 'otp_expired', 'Token has expired or is invalid')
      let user = findUser(body)
      if (!user) {
        user = { id: `33333333-3333-4333-8333-${String(nextId++).padStart(12, '0')}`, email: body?.email as string | undefined, phone: body?.phone as string | undefined, password: '' }
        mock.users.push(user)
      }
      return HttpResponse.json(sessionBody(user))
    }),
    http.get(`${authBase}/user`, async ({ request }) => {
      const { authorization } = await record(mock, request)
      const user = userOfToken(mock, authorization)
      return user ? HttpResponse.json(userBody(user)) : authErrorResponse(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }),
    http.put(`${authBase}/user`, async ({ request }) => {
      const { authorization, body } = await record(mock, request)
      const user = userOfToken(mock, authorization)
      if (!user) return authErrorResponse(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      if (typeof body?.password === 'string') user.password = body.password
      return HttpResponse.json(userBody(user))
    }),
    http.post(`${authBase}/logout`, async ({ request }) => {
      await record(mock, request)
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${rpcBase}/:fn`, async ({ request, params }) => {
      const { authorization, body } = await record(mock, request)
      if (request.headers.get('content-profile') !== 'api') {
        return HttpResponse.json({ code: 'PGRST106', message: 'The schema must be one of the following: api' }, { status: 406 })
      }
      const user = userOfToken(mock, authorization)
      // anon has no EXECUTE on these functions.
      if (!user) return HttpResponse.json({ code: '42501', message: `permission denied for function ${String(params.fn)}` }, { status: 401 })
      const items = itemsOf(mock, user.id)
      const now = new Date().toISOString()
      // The account limits as the database refuses them (supabase/migrations/20261123000200_account_limits.sql).
      const refusal = (message: string, hint: string) => HttpResponse.json({ code: 'P0001', message, details: null, hint }, { status: 400 })
      const fullOfComparisons = () => items.comparisons.length >= accountLimits.savedComparisons
      const fullOfFavourites = () => items.favourites.length >= accountLimits.favourites
      const skipped = { comparisons: 0, favourites: 0 }
      const addComparison = (entry: Record<string, unknown>, rename: boolean) => {
        const category = String(entry.category ?? 'mouse')
        const existing = items.comparisons.find((c) => c.category === category && c.compare_param === entry.compare_param)
        if (existing) {
          if (rename && entry.name) existing.name = String(entry.name)
          return existing
        }
        if (fullOfComparisons()) return undefined
        const saved = {
          id: `c0000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
          category,
          compare_param: String(entry.compare_param),
          product_handles: (entry.product_handles as string[]) ?? [],
          name: (entry.name as string | null) || null,
          created_at: now,
        }
        items.comparisons.unshift(saved)
        return saved
      }
      switch (params.fn) {
        case 'user_items':
          return HttpResponse.json(items)
        case 'merge_user_items': {
          for (const entry of (body?.comparisons as Record<string, unknown>[]) ?? []) if (!addComparison(entry, false)) skipped.comparisons++
          for (const entry of (body?.favourites as Record<string, unknown>[]) ?? []) {
            if (!items.favourites.some((f) => f.category === entry.category && f.product_handle === entry.product_handle)) {
              if (fullOfFavourites()) skipped.favourites++
              else items.favourites.unshift({ category: String(entry.category), product_handle: String(entry.product_handle), created_at: now })
            }
          }
          for (const entry of (body?.recent as Record<string, unknown>[]) ?? []) {
            items.recent = items.recent.filter((r) => !(r.category === entry.category && r.product_handle === entry.product_handle))
            items.recent.push({ category: String(entry.category), product_handle: String(entry.product_handle), viewed_at: String(entry.viewed_at) })
          }
          items.recent.sort((a, b) => (a.viewed_at < b.viewed_at ? 1 : -1))
          return HttpResponse.json({ ...items, skipped })
        }
        case 'save_comparison': {
          const saved = addComparison(body ?? {}, true)
          return saved ? HttpResponse.json(saved) : refusal('You can save at most 100 comparisons. Delete one to save another.', 'limit:saved_comparisons')
        }
        case 'delete_saved_comparison': {
          const before = items.comparisons.length
          items.comparisons = items.comparisons.filter((c) => c.id !== body?.comparison_id)
          return HttpResponse.json(items.comparisons.length < before)
        }
        case 'set_favourite': {
          const known = items.favourites.some((f) => f.category === body?.category && f.product_handle === body?.product_handle)
          if (body?.favourite && !known && fullOfFavourites()) return refusal('You can keep at most 500 favourites. Remove one to add another.', 'limit:favourites')
          items.favourites = items.favourites.filter((f) => !(f.category === body?.category && f.product_handle === body?.product_handle))
          if (body?.favourite) items.favourites.unshift({ category: String(body.category), product_handle: String(body.product_handle), created_at: now })
          return HttpResponse.json(Boolean(body?.favourite))
        }
        default:
          return HttpResponse.json({ code: 'PGRST202', message: `Could not find the function api.${String(params.fn)}` }, { status: 404 })
      }
    }),
  ]
}
