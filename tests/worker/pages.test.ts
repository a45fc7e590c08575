import { SELF } from 'cloudflare:test'
import { defaultParseSearch } from '@tanstack/router-core'
import { validateCompareSearch } from '../../web/features/catalogue/compare/compare-search'
import type { MouseRow } from '../../web/lib/api-types'
import { buildCompareParam } from '../../web/lib/compare-name'
import { foundItems, maxComparedItems, resolveSelection } from '../../web/lib/compare-selection'
import { productName } from '../../web/lib/product-name'
import { mouseCompareTexts, mousePageIntro } from '../../web/lib/mouse-page-text'
import { comparePageMeta } from '../../web/lib/compare-page-meta'
import { componentPageIntro } from '../../web/lib/component-page-text'
import { describe, expect, it } from 'vitest'
import { siteName } from '../../web/lib/constants'
import { themeInitScript } from '../../web/lib/theme-init-script'
import { messages } from '../../web/lib/messages'
import { rowsOfBody } from '../../web/lib/packed-rows'
import { entryForPath, navigation, pageTitle, type NavigationEntry } from '../../web/lib/navigation'
import { bootLayouts, bootNotes } from '../../edge/boot-header'
import { sensorRankRule } from '../../web/lib/sensor-rank'
import { escapeHtml } from '../../edge/html-escape'
import { builtSnapshotRows, builtSnapshotUrl, call, fixtureEnv, quietErrors, fixtures, origin, readMeta } from './helpers'

function navigationPaths(entries: NavigationEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path && !entry.isHidden ? [entry.path] : []), ...navigationPaths(entry.children ?? [])])
}

const htmlRoutes = [...new Set(navigationPaths(navigation))]

async function page(path: string, env?: Env) {
  const response = env ? await call(path, env) : await SELF.fetch(origin + path, { redirect: 'manual' })
  return { response, meta: await readMeta(response.clone()), html: await response.text() }
}

describe('the rewritten meta of each route', () => {
  for (const path of htmlRoutes) {
    it(`${path}: title, description, canonical and Open Graph from the navigation`, async () => {
      const entry = entryForPath(path)!
      const { response, meta, html } = await page(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(meta.title).toBe(pageTitle(entry.descriptions.medium))
      expect(meta.description).toBe(entry.descriptions.long)
      expect(meta.descriptionCount).toBe(1)
      expect(meta.canonical).toBe(origin + path)
      expect(meta.canonicalCount).toBe(1)
      expect(meta.og).toMatchObject({
        'og:title': entry.descriptions.medium,
        'og:description': entry.descriptions.long,
        'og:url': origin + path,
        'og:type': 'website',
        'og:site_name': siteName,
      })
      expect(meta.twitterCard).toBe('summary')
      expect(meta.robots).toBeUndefined()
      // Still the app: its root element and scripts.
      expect(html).toContain('<div id="root">')
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
      expect(html).toContain(`<script>${themeInitScript}</script>`)
    })
  }

  it('ignores the query for the canonical link of a list page', async () => {
    const { meta } = await page('/mouse/browse?sort=weight&shape=ergonomic')
    expect(meta.canonical).toBe(`${origin}/mouse/browse`)
  })

  it('uses SITE_ORIGIN, whatever host the request came to', async () => {
    const { meta } = await page('/contact', fixtureEnv({ vars: { SITE_ORIGIN: 'https://staging.example.org' } }))
    expect(meta.canonical).toBe('https://staging.example.org/contact')
    expect(meta.og['og:url']).toBe('https://staging.example.org/contact')
  })
})

describe('compare pages name the mice compared', () => {
  it('matches each part of p to a mouse, whatever its case and stray dashes', async () => {
    const { response, meta } = await page('/mouse/compare?p=logitech-g-pro-x-superlight-2-VS.-Razer-Viper-V3-Pro-')
    expect(response.status).toBe(200)
    expect(meta.title).toBe(pageTitle('Logitech G Pro X Superlight 2 vs. Razer Viper V3 Pro'))
    expect(meta.description).toContain('Logitech G Pro X Superlight 2 and Razer Viper V3 Pro compared side by side')
    expect(meta.canonical).toBe(`${origin}/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro`)
  })

  it('gives both orders of a pair the same canonical link', async () => {
    const a = await page('/mouse/compare?p=Razer-Viper-V3-Pro-vs.-Logitech-G-Pro-X-Superlight-2')
    const b = await page('/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro')
    expect(a.meta.canonical).toBe(b.meta.canonical)
    expect(a.meta.title).toContain('Razer Viper V3 Pro vs. Logitech G Pro X Superlight 2')
  })

  it('names one mouse, ignores parts that name none, and falls back to the generic meta', async () => {
    const one = await page('/mouse/compare?p=Razer-Viper-V3-Pro-vs.-No-Such-Mouse')
    expect(one.meta.title).toBe(pageTitle('Razer Viper V3 Pro'))
    expect(one.meta.canonical).toBe(`${origin}/mouse/compare?p=Razer-Viper-V3-Pro`)
    const none = await page('/mouse/compare?p=No-Such-Mouse-vs.-Other')
    expect(none.response.status).toBe(200)
    expect(none.meta.title).toBe(pageTitle(entryForPath('/mouse/compare')!.descriptions.medium))
    expect(none.meta.canonical).toBe(`${origin}/mouse/compare`)
  })

  it('escapes names: hostile text in the catalogue never becomes markup', async () => {
    const env = fixtureEnv({ fixtures })
    const { meta, html } = await page('/mouse/compare?p=Evil---Co--script-alert--x----script--Mouse-vs.-Pulsar-X2--Mini-', env)
    expect(meta.title).toBe(pageTitle('Evil & Co <script>alert("x")</script> Mouse vs. Pulsar X2 (Mini)'))
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&lt;script&gt;alert')
  })

  it("names in its <title> exactly the mice the page shows (the page's own parser and p rule, web/lib/compare-selection.ts)", async () => {
    const rows = (await builtSnapshotRows('mice')) as MouseRow[]
    const names = rows.map(productName)
    const search = (query: string) => validateCompareSearch(defaultParseSearch(query))
    const shown = (query: string) => {
      return foundItems(resolveSelection(search(query).p, rows, { nameOf: productName, handleOf: (row) => row.general__handle })).map((found) => found.name)
    }
    const values = [
      buildCompareParam(names.slice(0, 20)),
      rows.slice(0, 3).map((row) => row.general__handle).join('-vs.-'),
      `${buildCompareParam([names[1]!]).toUpperCase()}-vs.-No-Such-Mouse-vs.--${buildCompareParam([names[1]!])}--vs.-${rows[2]!.general__handle}`,
      JSON.stringify([buildCompareParam([names[0]!])]),
      `${'x'.repeat(10_000)}-vs.-${buildCompareParam([names[0]!])}`,
    ]
    for (const p of values) {
      const query = `?p=${encodeURIComponent(p)}`
      const expected = shown(query)
      expect(expected.length, p.slice(0, 60)).toBeLessThanOrEqual(maxComparedItems)
      const { meta } = await page(`/mouse/compare${query}`)
      // The site's own meta for what it shows (the route's head uses the same rule and words).
      const expectedMeta = comparePageMeta('/mouse/compare', search(query).p, rows, mouseCompareTexts, { nameOf: productName, handleOf: (row: MouseRow) => row.general__handle })
      expect(meta.title, p.slice(0, 60)).toBe(pageTitle(expectedMeta.title))
      expect(meta.description, p.slice(0, 60)).toBe(expectedMeta.description)
      expect(expectedMeta.title, p.slice(0, 60)).toBe(expected.length === 0 ? entryForPath('/mouse/compare')!.descriptions.medium : expected.join(' vs. '))
    }
    // Twenty names: the page shows the first eight, and so does the title (it once named twelve).
    expect(shown(`?p=${encodeURIComponent(values[0]!)}`)).toEqual(names.slice(0, maxComparedItems))
  })

  it('escapes whatever is in the URL too', async () => {
    const { response, html } = await page('/mouse/compare?p=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E')
    expect(response.status).toBe(200)
    expect(html).not.toContain('<script>alert(1)')
  })
})

describe('sensor, switch and encoder compare pages name the parts compared', () => {
  it('one part is its own page: its name, its introduction and its canonical link, whatever the spelling of p', async () => {
    for (const p of ['PixArt-PAW3950', 'pixart-paw3950', '--PIXART--PAW3950--', 'pixart-paw3950-vs.-no-such-sensor']) {
      const { response, meta } = await page(`/mouse/sensors/compare?p=${p}`)
      expect(response.status, p).toBe(200)
      expect(meta.title, p).toBe(pageTitle('PixArt PAW3950'))
      expect(meta.description, p).toBe(componentPageIntro('sensor', 'PixArt PAW3950'))
      expect(meta.canonical, p).toBe(`${origin}/mouse/sensors/compare?p=PixArt-PAW3950`)
    }
    const encoder = await page('/mouse/encoders/compare?p=Alps-Alpine-EC10E-EC10E1220505')
    expect(encoder.meta.description).toBe(componentPageIntro('scroll wheel encoder', 'Alps Alpine EC10E EC10E1220505'))
  })

  it('several parts: named in the order given, one canonical link for either order', async () => {
    const a = await page('/mouse/switches/compare?p=Logitech-LIGHTFORCE-vs.-Razer-Optical-Mouse-Switch-Gen-3')
    const b = await page('/mouse/switches/compare?p=Razer-Optical-Mouse-Switch-Gen-3-vs.-Logitech-LIGHTFORCE')
    expect(a.meta.title).toBe(pageTitle('Logitech LIGHTFORCE vs. Razer Optical Mouse Switch Gen-3'))
    expect(b.meta.title).toBe(pageTitle('Razer Optical Mouse Switch Gen-3 vs. Logitech LIGHTFORCE'))
    expect(a.meta.canonical).toBe(b.meta.canonical)
    expect(a.meta.description).toBe(entryForPath('/mouse/switches/compare')!.descriptions.long)
  })

  it('keeps the generic meta, without a boot heading, when p names no part or is hostile', async () => {
    const entry = entryForPath('/mouse/sensors/compare')!
    for (const p of ['No-Such-Sensor', '%3Cscript%3E', '-vs.-'.repeat(500), '%E0%A4%A']) {
      const { response, meta, html } = await page(`/mouse/sensors/compare?p=${p}`)
      expect(response.status, p).toBe(200)
      expect(meta.title, p).toBe(pageTitle(entry.descriptions.medium))
      expect(meta.canonical, p).toBe(`${origin}/mouse/sensors/compare`)
      expect(html, p).not.toContain('class="boot-heading"')
    }
  })
})

describe('find-similar pages name their mouse', () => {
  it('by the handle in the mouse query value', async () => {
    const { response, meta } = await page('/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2')
    expect(response.status).toBe(200)
    expect(meta.title).toBe(pageTitle('Mice similar to Logitech G Pro X Superlight 2'))
    // The page's own introduction, as the app shows it under the heading.
    expect(meta.description).toMatch(/^The gaming mice closest in size and shape to the Logitech G Pro X Superlight 2 \([\d.]+ × [\d.]+ × [\d.]+ mm, [\d.]+ g\), each with the differences explained\.$/)
    expect(meta.canonical).toBe(`${origin}/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2`)
  })

  it('keep the generic meta for an unknown handle', async () => {
    const { response, meta } = await page('/mouse/find-similar?mouse=nope')
    expect(response.status).toBe(200)
    expect(meta.canonical).toBe(`${origin}/mouse/find-similar`)
  })
})

describe('review and discount pages', () => {
  const env = () => fixtureEnv({ fixtures })

  it('a review (its slug spans several segments) has its title, excerpt and date', async () => {
    const { response, meta } = await page('/mouse/review/logitech/g-pro-x-superlight-2', env())
    expect(response.status).toBe(200)
    expect(meta.title).toBe(pageTitle('Logitech G Pro X Superlight 2 review'))
    expect(meta.description).toBe('Light, safe and fast: the benchmark.')
    expect(meta.canonical).toBe(`${origin}/mouse/review/logitech/g-pro-x-superlight-2`)
    expect(meta.og['og:type']).toBe('article')
    expect(meta.og['article:published_time']).toBe('2026-10-05')
  })

  it('escapes a review title', async () => {
    const { meta, html } = await page('/mouse/review/razer-viper-v3-pro', env())
    expect(meta.title).toBe(pageTitle('Razer Viper V3 Pro review: "fast" & <light>'))
    expect(html).not.toContain('<light>')
  })

  it('a discount has its title and description', async () => {
    const { response, meta } = await page('/discounts/logitech-10', env())
    expect(response.status).toBe(200)
    expect(meta.title).toBe(pageTitle('10% off Logitech mice'))
    expect(meta.description).toBe('Ten percent off G Pro mice.')
    expect(meta.canonical).toBe(`${origin}/discounts/logitech-10`)
    const empty = await page('/discounts/razer-open', env())
    expect(empty.meta.description).toBe('$15 off at Razer.')
  })

  it('every discount of the built snapshot', async () => {
    const discounts = (await builtSnapshotRows('discounts')) as Array<{ handle: string; title: string; valid_until: string | null }>
    const now = Date.now()
    for (const discount of discounts) {
      // The snapshot was taken at build time: a discount that has ended since is a 404.
      const valid = discount.valid_until === null || Date.parse(discount.valid_until) > now
      const { response, meta } = await page(`/discounts/${discount.handle}`)
      expect(response.status, discount.handle).toBe(valid ? 200 : 404)
      if (valid) expect(meta.title).toBe(pageTitle(discount.title))
      const shouted = await SELF.fetch(`${origin}/discounts/${discount.handle.toUpperCase()}`, { redirect: 'manual' })
      expect(shouted.status, discount.handle).toBe(valid ? 301 : 404)
      if (valid) expect(shouted.headers.get('location')).toBe(`/discounts/${discount.handle}`)
    }
  })

  it('every review of the built snapshot: 200 at its own path, 301 from another spelling', async () => {
    const reviews = (await builtSnapshotRows('reviews')) as Array<{ slug: string; title: string }>
    expect(reviews.length).toBeGreaterThan(5)
    for (const review of reviews) {
      const { response, meta } = await page(`/mouse/review/${review.slug}`)
      expect(response.status, review.slug).toBe(200)
      expect(meta.title).toBe(pageTitle(review.title))
      const doubled = await SELF.fetch(`${origin}/mouse/review//${review.slug.replaceAll('/', '//').toUpperCase()}`, { redirect: 'manual' })
      expect(doubled.status, review.slug).toBe(301)
      expect(doubled.headers.get('location')).toBe(`/mouse/review/${review.slug}`)
    }
  })

  it('unknown slugs and handles, expired and future discounts are 404s with the site\'s page', async () => {
    for (const path of [
      '/mouse/review/nope',
      '/mouse/review/logitech',
      '/mouse/review/logitech/g-pro-x-superlight-2/extra',
      '/mouse/review/logitech-g-pro-x-superlight-2',
      '/mouse/review/%E0%A4%A',
      '/mouse/review',
      '/discounts/nope',
      '/discounts/expired-deal',
      '/discounts/future-deal',
      '/discounts/logitech-10/x',
    ]) {
      const { response, meta, html } = await page(path, env())
      expect(response.status, path).toBe(404)
      expect(meta.title, path).toBe(pageTitle(messages.notFoundTitle))
      expect(meta.robots, path).toBe('noindex')
      expect(meta.canonical, path).toBeUndefined()
      expect(html, path).toContain('<div id="root">')
    }
  })

  it('every other spelling of a page (case, doubled slashes, escapes) is a 301 to its own spelling, query kept', async () => {
    const cases: [string, string][] = [
      ['/mouse/review/LOGITECH/G-PRO-X-SUPERLIGHT-2', '/mouse/review/logitech/g-pro-x-superlight-2'],
      ['/mouse/review/logitech//g-pro-x-superlight-2', '/mouse/review/logitech/g-pro-x-superlight-2'],
      ['/mouse/review//logitech/g-pro-x-superlight-2', '/mouse/review/logitech/g-pro-x-superlight-2'],
      ['//mouse/review/logitech/g-pro-x-superlight-2', '/mouse/review/logitech/g-pro-x-superlight-2'],
      ['/Mouse/Review/Razer-Viper-V3-Pro', '/mouse/review/razer-viper-v3-pro'],
      ['/mouse/review/logitech%2Fg-pro-x-superlight-2', '/mouse/review/logitech/g-pro-x-superlight-2'],
      ['/mouse/review/%72azer-viper-v3-pro', '/mouse/review/razer-viper-v3-pro'],
      ['/mouse/review/razer-viper-v3-pro?utm_source=x', '/mouse/review/razer-viper-v3-pro?utm_source=x'],
      ['/discounts/Logitech-10', '/discounts/logitech-10'],
      ['/discounts//logitech-10', '/discounts/logitech-10'],
      ['/DISCOUNTS/LOGITECH-10?ref=mail', '/discounts/logitech-10?ref=mail'],
    ]
    for (const [path, location] of cases) {
      const response = await call(path, env())
      if (path === location) {
        expect(response.status, path).toBe(200)
        continue
      }
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe(location)
      // The page it points to is the page itself.
      expect((await call(location, env())).status, location).toBe(200)
    }
    // Another spelling of something the catalogue does not have is still a 404, not a redirect.
    for (const path of ['/discounts/Expired-Deal', '/mouse/review/NOPE', '/discounts//nope']) {
      expect((await call(path, env())).status, path).toBe(404)
    }
  })

  it('answer 503 with Retry-After (not a 404) when the catalogue cannot be read', async () => {
    quietErrors()
    const failing = fixtureEnv({ fixtures, failViews: new Set(['reviews', 'discounts']) })
    for (const path of ['/mouse/review/logitech/g-pro-x-superlight-2', '/discounts/logitech-10']) {
      const { response, meta } = await page(path, failing)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after'), path).toBe('120')
      expect(meta.robots, path).toBe('noindex')
    }
  })
})

describe('the boot shell shows the page\'s heading and introduction', () => {
  function bootHeader(html: string) {
    const found = /<div class="boot-page boot-page-(\w+)"><div class="boot-heading">(.*?)<\/div><div class="boot-intro">(.*?)<\/div>(?:<div class="boot-note">(.*?)<\/div>)?<\/div>/.exec(html)
    return found ? { layout: found[1], heading: found[2], intro: found[3], ...(found[4] === undefined ? {} : { note: found[4] }) } : undefined
  }
  const env = () => fixtureEnv({ fixtures })

  it('on every page whose heading and introduction are its navigation entry\'s, in its layout', async () => {
    for (const [path, layout] of Object.entries(bootLayouts)) {
      if (path === '/giveaways') continue
      const entry = entryForPath(path)!
      const { html } = await page(path)
      const note = bootNotes[path]
      expect(bootHeader(html), path).toEqual({ layout, heading: escapeHtml(entry.descriptions.medium), intro: escapeHtml(entry.descriptions.long), ...(note ? { note: escapeHtml(note) } : {}) })
    }
    // The sensors' ranking rule, as the page says it, under the introduction.
    expect(bootHeader((await page('/mouse/sensors/browse')).html)?.note).toBe(escapeHtml(sensorRankRule))
    expect(bootHeader((await page('/')).html)?.layout).toBe('home')
    const giveaways = await page('/giveaways', fixtureEnv({ vars: { GIVEAWAYS_ENABLED: 'true' } }))
    expect(bootHeader(giveaways.html)?.layout).toBe('narrow')
  })

  it('a compare page keeps the compare page\'s own heading whatever it compares', async () => {
    const entry = entryForPath('/mouse/compare')!
    const { html } = await page('/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro', env())
    expect(bootHeader(html)).toEqual({ layout: 'page', heading: escapeHtml(entry.descriptions.medium), intro: escapeHtml(entry.descriptions.long) })
  })

  it("one mouse's compare page is its own page: its name and introduction (issue 20)", async () => {
    const { html } = await page('/mouse/compare?p=Logitech-G-Pro-X-Superlight-2&align=center', env())
    expect(bootHeader(html)).toEqual({ layout: 'page', heading: 'Logitech G Pro X Superlight 2', intro: escapeHtml(mousePageIntro('Logitech G Pro X Superlight 2')) })
  })

  it("a component compare page with a selection draws no heading the app would replace; without one, the page's own", async () => {
    expect(bootHeader((await page('/mouse/sensors/compare?p=PixArt-PAW3950', env())).html)).toBeUndefined()
    expect(bootHeader((await page('/mouse/sensors/compare', env())).html)?.heading).toBe(escapeHtml(entryForPath('/mouse/sensors/compare')!.descriptions.medium))
  })

  it('find-similar names the mouse and its figures, escaped', async () => {
    expect(bootHeader((await page('/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2', env())).html)).toEqual({
      layout: 'browse',
      heading: 'Mice similar to Logitech G Pro X Superlight 2',
      intro: 'The gaming mice closest in size and shape to the Logitech G Pro X Superlight 2 (121 × 61 × 39 mm, 56 g), each with the differences explained.',
    })
    const { html } = await page(`/mouse/find-similar?mouse=${encodeURIComponent('evil-&-co-"mouse"')}`, env())
    expect(bootHeader(html)?.heading).toBe('Mice similar to Evil &#38; Co &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Mouse')
    expect(html).not.toContain('<script>alert')
  })

  it('a discount: its title and its description, none without one', async () => {
    expect(bootHeader((await page('/discounts/logitech-10', env())).html)).toEqual({ layout: 'narrow', heading: '10% off Logitech mice', intro: 'Ten percent off G Pro mice.' })
    expect(bootHeader((await page('/discounts/razer-open', env())).html)).toBeUndefined()
  })

  it('a review: its title, byline and opening in the article column; none for a review without a byline', async () => {
    const { html } = await page('/mouse/review/razer-viper-v3-pro', env())
    expect(html).toContain(
      '<div class="boot-page boot-page-article boot-page-aside"><div class="boot-article">' +
        '<div class="boot-heading">Razer Viper V3 Pro review: &#34;fast&#34; &#38; &#60;light&#62;</div>' +
        '<div class="boot-byline">Mouse review by Ada &#60;b&#62;, November 10, 2026</div>' +
        '<div class="prose"><div class="prose-h2">Why</div><p>It is &#60;script&#62;alert(1)&#60;/script&#62; <strong>fast</strong> and <span class="prose-link">light</span>.</p></div>',
    )
    expect(html).not.toContain('<script>alert')
    expect((await page('/mouse/review/logitech/g-pro-x-superlight-2', env())).html).toContain('data-boot-page></div>')
  })

  it('none on a 404 or a 503', async () => {
    quietErrors()
    for (const [path, environment] of [
      ['/mouse/nope', env()],
      ['/discounts/logitech-10', fixtureEnv({ fixtures, failViews: new Set(['discounts']) })],
    ] as const) {
      const { html } = await page(path, environment)
      expect(bootHeader(html), path).toBeUndefined()
      expect(html, path).toContain('data-boot-page></div>')
    }
  })
})

describe('404 statuses', () => {
  it('paths no route matches get the site\'s 404 page with status 404', async () => {
    for (const path of ['/nope', '/mouse/nope', '/mouse/compare/extra', '/contacts', '/wp-login.php', '/mousepads/browse', '/index.htm']) {
      const { response, meta, html } = await page(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expect(meta.title, path).toBe(pageTitle(messages.notFoundTitle))
      expect(meta.description, path).toBe(messages.notFoundHint)
      expect(meta.robots, path).toBe('noindex')
      expect(html, path).toContain('<div id="root">')
    }
  })

  it('a missing /assets/ file is a plain 404, never the app', async () => {
    for (const path of ['/assets/missing-abc123.js', '/assets/index-nope.css', '/data/api/nope.json', '/data/api/0123456789ab/mice.json', '/data/api/mice.json']) {
      const response = await SELF.fetch(origin + path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('text/plain')
      expect(await response.text(), path).not.toContain('<div id="root">')
    }
  })

  it('giveaways are a 404 unless GIVEAWAYS_ENABLED is "true"', async () => {
    const hidden = await page('/giveaways')
    expect(hidden.response.status).toBe(404)
    expect(hidden.meta.robots).toBe('noindex')
    const shown = await page('/giveaways', fixtureEnv({ vars: { GIVEAWAYS_ENABLED: 'true' } }))
    expect(shown.response.status).toBe(200)
    expect(shown.meta.title).toBe(pageTitle(entryForPath('/giveaways')!.descriptions.medium))
  })

  it('HEAD of a page answers the status without a body; other methods are refused', async () => {
    const head = await SELF.fetch(`${origin}/nope`, { method: 'HEAD' })
    expect(head.status).toBe(404)
    const post = await SELF.fetch(`${origin}/contact`, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('data preloads in the HTML', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((match) => match[1] ?? '')

  it('announces the catalogue files a page loads first, each of which the snapshot has', async () => {
    const expected: Record<string, string[]> = {
      '/mouse/browse': ['mouse_list', 'reviews'],
      '/mouse/compare?p=Razer-Viper-V3-Pro': ['mouse_list', 'mouse_sensors'],
      '/mouse/sensors/browse': ['mouse_sensors'],
      '/mouse/encoders/compare': ['mouse_scroll_wheel_encoders'],
      '/discounts': ['discounts'],
      '/reviews': ['reviews'],
      '/mouse/review/logitech/g-pro-x-superlight-2': ['reviews'],
    }
    for (const [path, views] of Object.entries(expected)) {
      const { response, html } = await page(path)
      expect(response.status, path).toBe(200)
      // This deploy's URLs, the ones the site's data source asks for (web/lib/snapshot-files.ts).
      const files = await Promise.all(views.map(async (view) => (await builtSnapshotUrl(view)).slice(origin.length)))
      expect(preloads(html), path).toEqual(files)
      for (const file of files) {
        const data = await SELF.fetch(origin + file)
        expect(data.status, file).toBe(200)
        expect(rowsOfBody(await data.json()), file).not.toBeNull()
      }
    }
  })

  it('preloads nothing on pages without data, on 404s, or when the app reads Supabase; the home page only the catalogue counts', async () => {
    // The home page's "more than N" figures come from the catalogue served (a few hundred bytes).
    expect(preloads((await page('/')).html)).toEqual([expect.stringMatching(/^\/data\/api\/[0-9a-f]+\/catalogue_counts\.json$/)])
    expect(preloads((await page('/contact')).html)).toEqual([])
    const missing = await page('/no/such/page')
    expect(missing.response.status).toBe(404)
    expect(preloads(missing.html)).toEqual([])
    const supabase = await page('/mouse/browse', fixtureEnv({ vars: { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'public-anon-key' } }))
    expect(supabase.response.status).toBe(200)
    expect(preloads(supabase.html)).toEqual([])
  })
})

describe('module preloads in the HTML', () => {
  const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '')

  it('announces each page’s own scripts as the build listed them, every one of which the assets serve', async () => {
    const list = (await (await SELF.fetch(`${origin}/route-chunks.json`)).json()) as { path: string; files: string[] }[]
    const filesOf = (path: string) => list.find((route) => route.path === path)!.files
    // index.html preloads the entry's own imports on every page; the worker adds the route's.
    const entryPreloads = new Set(modulePreloads((await page('/no/such/page')).html))
    for (const [path, route] of [
      ['/mouse/compare', '/mouse/compare'],
      ['/mouse/browse', '/mouse/browse'],
      ['/discounts', '/discounts'],
      ['/mouse/review/logitech/g-pro-x-superlight-2', '/mouse/review/$'],
      ['/', '/'],
    ] as const) {
      const { response, html } = await page(path)
      expect(response.status, path).toBe(200)
      const files = modulePreloads(html).filter((file) => !entryPreloads.has(file))
      expect(files, path).toEqual(filesOf(route))
      expect(files.length, path).toBeGreaterThan(0)
      for (const file of files) {
        const script = await SELF.fetch(origin + file)
        expect(script.status, file).toBe(200)
        await script.body?.cancel()
      }
    }
  })

  it("announces what the compare page's loader imports only when the URL names mice", async () => {
    const list = (await (await SELF.fetch(`${origin}/route-chunks.json`)).json()) as { path: string; files: string[]; withParam?: { param: string; files: string[] } }[]
    const compare = list.find((route) => route.path === '/mouse/compare')!
    expect(compare.withParam?.param).toBe('p')
    const results = compare.withParam?.files ?? []
    expect(results.some((file) => file.includes('mouse-compare-results'))).toBe(true)
    expect(results.some((file) => file.includes('compare-chips'))).toBe(true)
    const named = modulePreloads((await page('/mouse/compare?p=Razer-Viper-V3-Pro')).html)
    for (const file of [...compare.files, ...results]) expect(named, file).toContain(file)
    expect(new Set(named).size).toBe(named.length)
    const empty = modulePreloads((await page('/mouse/compare')).html)
    for (const file of compare.files) expect(empty, file).toContain(file)
    for (const file of results.filter((file) => !compare.files.includes(file))) expect(empty, file).not.toContain(file)
    for (const file of results) {
      const script = await SELF.fetch(origin + file)
      expect(script.status, file).toBe(200)
      await script.body?.cancel()
    }
  })

  it('preloads no route’s scripts on a 404', async () => {
    const list = (await (await SELF.fetch(`${origin}/route-chunks.json`)).json()) as { path: string; files: string[] }[]
    const routeFiles = new Set(list.flatMap((route) => route.files))
    const missing = await page('/no/such/page')
    expect(missing.response.status).toBe(404)
    expect(modulePreloads(missing.html).filter((file) => routeFiles.has(file))).toEqual([])
  })
})
