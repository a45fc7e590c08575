/**
 * Helpers for the worker tests (run in workerd). The worker is called two ways:
 * - `SELF.fetch`: the worker as wrangler.toml configures it, with the built dist/ as ASSETS
 *   (the real embedded snapshot);
 * - `call(path, env)`: the same app, with an env whose ASSETS answers the snapshot files from
 *   fixtures (the data boundary) and delegates everything else to the real assets, and whose
 *   variables a test may change.
 */
import { createExecutionContext, SELF, env as testEnv, waitOnExecutionContext } from 'cloudflare:test'
import { onTestFinished, vi } from 'vitest'
import app from '../../edge/index'
import { parseDataManifest } from '../../edge/data-manifest'
import { rowsOfBody } from '../../web/lib/packed-rows'
import { dataManifestPath, parseSnapshotPath } from '../../web/lib/snapshot-files'

export const origin = 'https://mousecompare.com'

export type Fixtures = Partial<
  Record<'mice' | 'reviews' | 'discounts' | 'brands' | 'mouse_sensors' | 'mouse_switches' | 'mouse_scroll_wheel_encoders', unknown>
>

export interface FixtureEnvOptions {
  fixtures?: Fixtures
  vars?: Partial<Record<'SITE_ORIGIN' | 'GIVEAWAYS_ENABLED' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY', string>>
  /** Counts snapshot requests per view. */
  requests?: Map<string, number>
  /** Answers a snapshot view with this status instead of the fixture. */
  failViews?: Set<string>
}

/** A fresh env (so a fresh per-isolate cache) serving these fixtures as the snapshot. */
export function fixtureEnv(options: FixtureEnvOptions = {}): Env {
  const assets = {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const url = new URL(input instanceof Request ? input.url : String(input))
      // A view of the snapshot, at whatever version the built manifest names.
      const view = parseSnapshotPath(url.pathname)?.view
      if (view && options.fixtures && view in options.fixtures) {
        options.requests?.set(view, (options.requests.get(view) ?? 0) + 1)
        if (options.failViews?.has(view)) return new Response('unavailable', { status: 503 })
        return new Response(JSON.stringify(options.fixtures[view as keyof Fixtures]), { headers: { 'content-type': 'application/json' } })
      }
      return testEnv.ASSETS.fetch(input instanceof URL ? input.href : input, init)
    },
    connect: testEnv.ASSETS.connect.bind(testEnv.ASSETS),
  } as Fetcher
  return { ...testEnv, ...options.vars, ASSETS: assets } as Env
}

/** The URL of a view's file in the built snapshot (dist/data-manifest.json names it). */
export async function builtSnapshotUrl(view: string): Promise<string> {
  const manifest = parseDataManifest(await (await SELF.fetch(origin + dataManifestPath)).json())
  const url = manifest.views[view]
  if (!url) throw new Error(`the built snapshot has no ${view}`)
  return origin + url
}

/** A view's rows in the built snapshot, unpacked as the worker reads them (web/lib/packed-rows.ts). */
export async function builtSnapshotRows(view: string): Promise<unknown[]> {
  const rows = rowsOfBody(await (await SELF.fetch(await builtSnapshotUrl(view))).json())
  if (!rows) throw new Error(`the built snapshot's ${view} is not a view's rows`)
  return rows
}

/** The app's answer to a GET (or `init`) of `path` (taken as a path, even '//x') with this env. */
export async function call(path: string, env: Env = fixtureEnv(), init?: RequestInit, base = origin): Promise<Response> {
  const context = createExecutionContext()
  const response = await app.fetch(new Request(base + path, { redirect: 'manual', ...init }), env, context)
  await waitOnExecutionContext(context)
  return response
}

export interface PageMetaRead {
  title: string
  description?: string
  robots?: string
  canonical?: string
  og: Record<string, string>
  twitterCard?: string
  descriptionCount: number
  canonicalCount: number
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? _
  })
}

/** The head's meta as a crawler reads it (with HTMLRewriter, the runtime's own HTML parser). */
export async function readMeta(response: Response): Promise<PageMetaRead> {
  const meta: PageMetaRead = { title: '', og: {}, descriptionCount: 0, canonicalCount: 0 }
  await new HTMLRewriter()
    .on('title', { text: (text) => void (meta.title += text.text) })
    .on('meta', {
      element: (element) => {
        const content = decodeEntities(element.getAttribute('content') ?? '')
        const name = element.getAttribute('name')
        const property = element.getAttribute('property')
        if (name === 'description') {
          meta.description = content
          meta.descriptionCount++
        }
        if (name === 'robots') meta.robots = content
        if (name === 'twitter:card') meta.twitterCard = content
        if (property?.startsWith('og:') || property?.startsWith('article:')) meta.og[property] = content
      },
    })
    .on('link[rel="canonical"]', {
      element: (element) => {
        meta.canonical = decodeEntities(element.getAttribute('href') ?? '')
        meta.canonicalCount++
      },
    })
    .transform(response)
    .arrayBuffer()
  meta.title = decodeEntities(meta.title)
  return meta
}

/** A mouse row as api.mice has it (only the columns the worker reads, the rest left out). */
export function mouseRow(id: number, brand: string, model: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const handle = `${brand} ${model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return {
    general__id: id,
    general__parent_id: null,
    general__handle: handle,
    general__brand_handles: [brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
    general__brand_names: [brand],
    general__brands_separator: ' ',
    general__model: model,
    general__variant: null,
    general__status_edited_date: '2026-11-01',
    mouse__shape_parent_id: null,
    mouse__length: 120 + (id % 10),
    mouse__width: 60 + (id % 7),
    mouse__height: 38 + (id % 5),
    mouse__weight: 55 + (id % 30),
    mouse__shape: 'symmetrical',
    mouse__hand_compatibility: 'ambidextrous',
    ...extra,
  }
}

export const fixtureMice = [
  mouseRow(1, 'Logitech', 'G Pro X Superlight 2'),
  mouseRow(2, 'Razer', 'Viper V3 Pro'),
  mouseRow(3, 'Zowie', 'EC2-C', { mouse__shape: 'ergonomic', mouse__hand_compatibility: 'right' }),
  mouseRow(4, 'Logitech', 'G Pro X Superlight', { general__parent_id: 1, mouse__shape_parent_id: 1 }),
  // Hostile text in a name and handle: it must come out escaped and encoded, never as markup.
  mouseRow(5, 'Evil & Co', '<script>alert("x")</script> Mouse', { general__handle: 'evil-&-co-"mouse"' }),
  mouseRow(6, 'Pulsar', 'X2 (Mini)', { general__status_edited_date: '2026-11-15' }),
]

export const fixtureReviews = [
  { slug: 'logitech/g-pro-x-superlight-2', title: 'Logitech G Pro X Superlight 2 review', excerpt: 'Light, safe and fast: the benchmark.', published_at: '2026-10-05', product_handles: ['logitech-g-pro-x-superlight-2'] },
  {
    slug: 'razer-viper-v3-pro',
    title: 'Razer Viper V3 Pro review: "fast" & <light>',
    excerpt: 'The esports shape, lighter.',
    published_at: '2026-11-10',
    product_handles: ['razer-viper-v3-pro'],
    author: 'Ada <b>',
    product_category: 'mouse',
    body_markdown: '## Why\n\nIt is <script>alert(1)</script> **fast** and [light](https://example.com/light).\n\n- a list',
  },
]

export const fixtureDiscounts = [
  { handle: 'logitech-10', brand_name: 'Logitech', title: '10% off Logitech mice', description: 'Ten percent off G Pro mice.', amount: '10%', valid_from: '2026-01-01T00:00:00+00:00', valid_until: '2099-01-01T00:00:00+00:00' },
  { handle: 'razer-open', brand_name: 'Razer', title: '$15 off Razer', description: '', amount: '$15', valid_from: '2026-02-01T00:00:00+00:00', valid_until: null },
  // Expired after the snapshot was taken: not a page any more.
  { handle: 'expired-deal', brand_name: 'Zowie', title: 'Old deal', description: 'Gone.', amount: '5%', valid_from: '2020-01-01T00:00:00+00:00', valid_until: '2021-01-01T00:00:00+00:00' },
  // Not yet valid.
  { handle: 'future-deal', brand_name: 'Zowie', title: 'Future deal', description: 'Soon.', amount: '5%', valid_from: '2099-01-01T00:00:00+00:00', valid_until: null },
]

export const fixtures: Fixtures = { mice: fixtureMice, reviews: fixtureReviews, discounts: fixtureDiscounts }

/** Silences the worker's console.error for the rest of a test that provokes an expected failure. */
export function quietErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  onTestFinished(() => spy.mockRestore())
  return spy
}
