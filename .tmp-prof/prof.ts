// Throwaway: CPU profile of one page load, self and inclusive time mapped to source files.
import { readFileSync, existsSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'
const base = process.env.BASE ?? 'http://127.0.0.1:8787'
const path = process.argv[2] ?? '/'
const phone = process.argv[3] !== 'desktop'
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
const opts = phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }
{ const c = await browser.newContext(opts); const p = await c.newPage(); await p.goto(base + path); await p.locator('#main h1').waitFor(); await c.close() }
const totals = new Map<string, number>(), selfs = new Map<string, number>(), fnSelf = new Map<string, number>()
const maps = new Map<string, TraceMap | null>()
function mapOf(url: string) {
  if (!maps.has(url)) {
    const name = url.replace(/.*\/assets\//, '')
    const file = `dist-sourcemaps/assets/${name}.map`
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
  }
  return maps.get(url)
}
function source(cf: any): string {
  if (!cf.url) return `(${cf.functionName || 'native'})`
  const m = mapOf(cf.url)
  if (!m) return cf.url.replace(base, '')
  const pos = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber })
  const s = (pos.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '')
  return `${s}${process.env.FN ? ':' + pos.line + ' ' + (pos.name ?? cf.functionName) : ''}`
}
const rounds = Number(process.env.ROUNDS ?? 3)
for (let r = 0; r < rounds; r++) {
  const ctx = await browser.newContext(opts)
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start')
  await page.goto(base + path); await page.locator('#main h1').waitFor()
  await page.waitForTimeout(1500)
  const { profile } = await cdp.send('Profiler.stop')
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const srcOf = new Map<number, string>()
  for (const n of profile.nodes) srcOf.set(n.id, source(n.callFrame))
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i], us = profile.timeDeltas[i + 1] ?? 0
    const s = srcOf.get(id)!
    selfs.set(s, (selfs.get(s) ?? 0) + us)
    const seen = new Set<string>()
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) { const k = srcOf.get(n)!; if (!seen.has(k)) { seen.add(k); totals.set(k, (totals.get(k) ?? 0) + us) } }
  }
  await ctx.close()
}
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000 / rounds).toFixed(1).padStart(7)} ms  ${k}`).join('\n')
console.log(`${path} (${phone ? 'phone' : 'desktop'}), mean of ${rounds} loads\n-- self`); console.log(top(selfs, Number(process.env.N ?? 30))); console.log('-- inclusive'); console.log(top(totals, Number(process.env.N ?? 30)))
await browser.close()
