/**
 * Optional sign-in, end to end in Chromium: sign in against a mocked Supabase (auth service and the
 * user-data RPC functions, intercepted at the network edge with Playwright's route), save a
 * comparison, reload, and still see it saved.
 *
 * Needs a build made WITH Supabase configured, and the worker told about it (its CSP must allow
 * the project's origin):
 *   VITE_SUPABASE_URL=https://test-project.supabase.co VITE_SUPABASE_ANON_KEY=<testAnonKey> \
 *     npx vite build --outDir /tmp/auth-dist --emptyOutDir
 *   E2E_DIST=/tmp/auth-dist E2E_WRANGLER_VARS="SUPABASE_URL:https://test-project.supabase.co SUPABASE_ANON_KEY:<testAnonKey>" \
 *     npx vitest run --config tests/e2e/vitest.config.ts tests/e2e/auth.e2e.ts
 * Against the embedded default build (no Supabase) the sign-in tests skip themselves, and one test
 * checks instead that no sign-in appears and no sign-in code is downloaded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Page, type Request, type Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testSupabaseUrl } from '../msw/supabase-test-project'
import { axeViolations } from './axe'
import { connectBrowser, viewportOptions, type ViewportName } from './browser'

const dist = process.env.E2E_DIST ?? 'dist'

/** Whether the build under test was made with the test Supabase project configured. */
function buildUsesTestSupabase(): boolean {
  const assets = join(dist, 'assets')
  if (!existsSync(assets)) return false
  return readdirSync(assets).some((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(testSupabaseUrl))
}

const configured = buildUsesTestSupabase()
if (!configured) {
  console.info(
    `auth.e2e: the build in ${dist} has no Supabase configuration, so the sign-in tests are skipped. ` +
      'Build with VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY of tests/msw/supabase-test-project.ts and run with E2E_WRANGLER_VARS to run them.',
  )
}

const ada = { id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com', password: 'correct horse battery staple' }
const p = 'Logitech-G-Pro-X-Superlight-2-vs.-Zowie-EC2-CW'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

function session() {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const user = {
    id: ada.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: ada.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: '2026-11-01T00:00:00Z',
  }
  return {
    access_token: [b64({ alg: 'HS256', typ: 'JWT' }), b64({ sub: ada.id, role: 'authenticated', aud: 'authenticated', exp: expiresAt, email: ada.email }), 'c2ln'].join('.'),
    refresh_token: 'refresh-ada',
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user,
  }
}

interface SavedRow {
  id: string
  category: string
  compare_param: string
  product_handles: string[]
  name: string | null
  created_at: string
}

/** Supabase as the browser sees it: auth, PostgREST reads of the snapshot, the user-data functions. */
class MockSupabase {
  comparisons: SavedRow[] = []
  favourites: { category: string; product_handle: string; created_at: string }[] = []
  paths: string[] = []

  private cors(request: Request): Record<string, string> {
    return {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? 'authorization, apikey, content-type, x-client-info, accept-profile, content-profile, prefer',
      'access-control-expose-headers': 'content-range, x-supabase-api-version',
    }
  }

  private json(route: Route, body: unknown, status = 200) {
    return route.fulfill({ status, contentType: 'application/json', headers: this.cors(route.request()), body: JSON.stringify(body) })
  }

  async handle(route: Route) {
    const request = route.request()
    const url = new URL(request.url())
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: this.cors(request) })
    this.paths.push(`${request.method()} ${url.pathname}${url.search}`)
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>
    const signedIn = (request.headers().authorization ?? '').includes(b64({ alg: 'HS256', typ: 'JWT' }) + '.' + b64({ sub: ada.id }).slice(0, 10))
    switch (url.pathname) {
      case '/auth/v1/token':
        if (url.searchParams.get('grant_type') === 'refresh_token') return this.json(route, session())
        if (body.email === ada.email && body.password === ada.password) return this.json(route, session())
        return this.json(route, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, 400)
      case '/auth/v1/user':
        return this.json(route, session().user)
      case '/auth/v1/logout':
        return route.fulfill({ status: 204, headers: this.cors(request) })
      case '/rest/v1/rpc/user_items':
      case '/rest/v1/rpc/merge_user_items':
        if (!signedIn) return this.json(route, { code: '42501', message: 'permission denied' }, 401)
        return this.json(route, { comparisons: this.comparisons, favourites: this.favourites, recent: [] })
      case '/rest/v1/rpc/save_comparison': {
        if (!signedIn) return this.json(route, { code: '42501', message: 'permission denied' }, 401)
        const row: SavedRow = {
          id: `c0000000-0000-4000-8000-${String(this.comparisons.length + 1).padStart(12, '0')}`,
          category: String(body.category),
          compare_param: String(body.compare_param),
          product_handles: body.product_handles as string[],
          name: (body.name as string | null) ?? null,
          created_at: new Date().toISOString(),
        }
        this.comparisons = [row, ...this.comparisons.filter((c) => c.compare_param !== row.compare_param)]
        return this.json(route, row)
      }
      case '/rest/v1/rpc/delete_saved_comparison':
        this.comparisons = this.comparisons.filter((c) => c.id !== body.comparison_id)
        return this.json(route, true)
      case '/rest/v1/rpc/set_favourite':
        return this.json(route, Boolean(body.favourite))
    }
    const view = /^\/rest\/v1\/(\w+)$/.exec(url.pathname)?.[1]
    const file = view ? join(dist, 'data', 'api', `${view}.json`) : ''
    if (view && existsSync(file)) return route.fulfill({ status: 200, contentType: 'application/json', headers: this.cors(request), body: readFileSync(file, 'utf8') })
    return this.json(route, { message: 'not found' }, 404)
  }
}

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  await browser?.close()
})

async function open(path: string, viewport: ViewportName, supabase?: MockSupabase) {
  const context = await browser.newContext(viewportOptions(viewport))
  contexts.push(context)
  const requests: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  if (supabase) await context.route(`${testSupabaseUrl}/**`, (route) => supabase.handle(route))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(inject('baseUrl') + path)
  return { page, errors, requests }
}

async function expectNoAxeViolations(page: Page) {
  // Colours are only final once the panel's enter animation has ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  expect(await axeViolations(page)).toEqual([])
}

async function signIn(page: Page) {
  const panel = page.getByTestId('account-panel')
  await panel.waitFor()
  // Focus starts in the first field.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identifier')
  await page.keyboard.type(ada.email)
  await panel.getByLabel('Password', { exact: true }).fill(ada.password)
  await panel.getByLabel('Password', { exact: true }).press('Enter')
  await panel.getByTestId('signed-in-as').waitFor()
}

describe.skipIf(!configured)('sign-in with Supabase configured (mocked at the network edge)', () => {
  it('signs in, saves a comparison, and still sees it after a reload (desktop)', async () => {
    const supabase = new MockSupabase()
    const { page, errors } = await open(`/mouse/compare?p=${p}`, 'desktop', supabase)
    const entry = page.getByTestId('sign-in-entry')
    await expect.poll(() => entry.textContent()).toBe('Sign in')
    await entry.click()
    // A wrong password first: a clear message, still signed out.
    const panel = page.getByTestId('account-panel')
    await panel.getByLabel('Email or phone number').fill(ada.email)
    await panel.getByLabel('Password', { exact: true }).fill('wrong')
    await panel.getByTestId('sign-in-submit').click()
    await expect.poll(() => panel.getByRole('alert').textContent()).toBe('That email or phone number and password do not match an account.')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    await entry.click()
    await panel.getByLabel('Email or phone number').fill('')
    await panel.getByLabel('Email or phone number').focus()
    await signIn(page)
    await expect.poll(() => page.getByTestId('notification').first().textContent()).toContain('Signed in')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    // Focus goes back to the entry that opened the panel.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sign-in-entry')

    const save = page.getByTestId('save-comparison')
    await expect.poll(() => save.isEnabled()).toBe(true)
    await save.click()
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true')
    expect(supabase.comparisons.map((row) => row.compare_param)).toEqual([p])
    expect(supabase.comparisons[0]!.product_handles).toEqual(['logitech-g-pro-x-superlight-2', 'zowie-ec2-cw'])

    await page.reload()
    await expect.poll(() => page.getByTestId('sign-in-entry').textContent(), { timeout: 15_000 }).toBe('Account')
    await expect.poll(() => page.getByTestId('save-comparison').getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true')
    await page.getByTestId('sign-in-entry').click()
    await expect.poll(() => page.getByTestId('saved-comparison').count()).toBe(1)
    expect(await page.getByTestId('saved-comparison').getByRole('link').getAttribute('href')).toBe(`/mouse/compare?p=${p}`)
    // After the reload the stored session was found and the account read (with this page's recent mice merged in).
    expect(supabase.paths.filter((path) => /^POST \/rest\/v1\/rpc\/(user_items|merge_user_items)$/.test(path)).length).toBeGreaterThanOrEqual(2)
    expect(errors).toEqual([])
  })

  it('signs in from the drawer on a phone, in the light theme too, and signs out', async () => {
    const supabase = new MockSupabase()
    const { page, errors } = await open('/', 'phone', supabase)
    await page.getByTestId('drawer-button').click()
    await page.getByTestId('drawer-sign-in-entry').click()
    await signIn(page)
    const box = await page.getByTestId('account-panel').boundingBox()
    expect(box!.width).toBeLessThanOrEqual(375.5)
    await expectNoAxeViolations(page)
    // The light theme, after a reload: still signed in.
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await page.getByTestId('drawer-button').click()
    const entry = page.getByTestId('drawer-sign-in-entry')
    await expect.poll(() => entry.textContent()).toBe('Account')
    await entry.click()
    await page.getByTestId('signed-in-as').waitFor()
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light')
    await expectNoAxeViolations(page)
    await page.getByTestId('sign-out').click()
    await page.getByTestId('account-panel').getByRole('tab', { name: 'Sign in' }).waitFor()
    expect(supabase.paths.some((path) => path.startsWith('POST /auth/v1/logout'))).toBe(true)
    expect(errors).toEqual([])
  })
})

describe.skipIf(configured)('the embedded default (no Supabase)', () => {
  it('shows no sign-in and downloads no sign-in code', async () => {
    const { page, errors, requests } = await open(`/mouse/compare?p=${p}`, 'desktop')
    await page.getByTestId('selected-mice').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('sign-in-entry').count()).toBe(0)
    expect(await page.getByTestId('save-comparison').count()).toBe(0)
    // (shared-supabase-client is the data layer's few-line loader, used in both modes; supabase-js
    // itself is the supabase-client chunk, and must not load.)
    expect(requests.filter((url) => /auth-entry|\/supabase-client-|supabase\.co|auth-messages|save-comparison-control|favourite-control/.test(url))).toEqual([])
    expect(errors).toEqual([])
  })
})
