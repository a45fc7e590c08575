/**
 * The outline tracer's page (`npm run trace`, scripts/outline-tracer/) as an editor uses it, in
 * Chromium: choose the mouse, load an image, trace, mark the sensor, export. The tracer writes
 * into a copy of the data files here, never the repository's. A synthetic render stands in for a
 * photo; a file that is not an image and an export without its provenance are refused, nothing written.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTracer } from '../../scripts/outline-tracer/server'
import { catalogueDir, opendbCsvPath, seedSqlPath } from '../../supabase/catalogue/files'
import { generateSilhouette } from '../../web/features/outlines/generated-outline'
import { encodePng } from '../fixtures/png-encode'
import { grayToRaster, pathPoints, place, renderGray } from '../fixtures/raster-render'
import { connectBrowser, viewportOptions, type ViewportName } from './browser'

const handle = 'logitech-g-pro-x-superlight-2'
let work: string
let tracer: { url: string; close: () => Promise<void> }
let browser: Browser
let imagePath: string
let textPath: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tracer-e2e-'))
  await cp(catalogueDir, join(work, 'catalogue'), { recursive: true })
  await cp(seedSqlPath, join(work, '01-catalogue.sql'))
  tracer = await startTracer({ port: 0, paths: { dir: join(work, 'catalogue'), csv: opendbCsvPath, seedSql: join(work, '01-catalogue.sql') } })
  // A top view of a 125 × 63.5 mm shell at 6 px/mm, turned 3°, on a light background.
  const outline = pathPoints(generateSilhouette({ length: 125, width: 63.5, height: 40, shape: 'symmetrical', frontFlare: 'outward - slight', sideCurvature: 'inward', humpPlacement: 'center', handCompatibility: 'right', thumbRest: false, ringFingerRest: false }).top)
  const image = renderGray(560, 900, 240, [{ points: place(outline, { pxPerMm: 6, degrees: 3, centre: [31.75, 62.5], at: [280, 450] }), gray: 40 }])
  imagePath = join(work, 'top-view.png')
  await writeFile(imagePath, encodePng(grayToRaster(image)))
  textPath = join(work, 'notes.png')
  await writeFile(textPath, 'not a picture at all')
  browser = await connectBrowser()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await tracer?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

async function openTracer(viewport: ViewportName): Promise<Page> {
  const context = await browser.newContext(viewportOptions(viewport))
  const page = await context.newPage()
  await page.goto(tracer.url)
  await page.waitForFunction(() => document.querySelectorAll('#mice option').length > 1000)
  return page
}

const message = (page: Page) => page.locator('#message')

describe.each(['desktop', 'phone'] as const)('the outline tracer (%s)', (viewport) => {
  it('refuses a file that is not an image', async () => {
    const page = await openTracer(viewport)
    await page.setInputFiles('#file', textPath)
    await expect.poll(() => message(page).textContent()).toMatch(/not an image the tracer reads \(PNG or JPEG\).*Nothing was written\./)
    await page.context().close()
  })

  it('traces, checks the dimensions, marks the sensor, and exports only with the provenance', async () => {
    const page = await openTracer(viewport)
    await page.fill('#mouse', handle)
    await page.dispatchEvent('#mouse', 'change')
    await expect.poll(() => page.locator('#published').textContent()).toContain('published 125 × 63.5 × 40 mm')
    await page.setInputFiles('#file', imagePath)
    await expect.poll(() => message(page).textContent()).toContain('Loaded top-view.png: 560 × 900 pixels')
    await page.click('#trace')
    await expect.poll(() => message(page).textContent()).toContain('Traced.')
    expect(await page.locator('#rotation-note').textContent()).toMatch(/the mouse is turned 3(\.\d)?°/)
    const rows = await page.locator('#checks tbody tr').allTextContents()
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatch(/^width63\.5 mm63\.\d mm[+-]?\d(\.\d)? %$/)
    expect(await page.locator('#checks tr.flagged').count()).toBe(0)
    if (viewport === 'desktop') await page.screenshot({ path: join(tmpdir(), 'tracer-desktop.png') })

    await page.check('#sensor-mode')
    const box = (await page.locator('#canvas').boundingBox())!
    await page.locator('#canvas').click({ position: { x: box.width / 2, y: box.height * 0.45 } })
    await expect.poll(() => page.locator('#sensor-note').textContent()).toMatch(/^Marked at [\d.]+, [\d.]+ mm/)

    const before = await readFile(join(work, 'catalogue', 'mice.json'), 'utf8')
    await page.click('#export')
    await expect.poll(() => message(page).textContent()).toMatch(/^Not exported, nothing was written:[\s\S]*Say what the image is[\s\S]*Give the image's licence[\s\S]*Give your name as the editor/)
    expect(await readFile(join(work, 'catalogue', 'mice.json'), 'utf8')).toBe(before)

    if (viewport === 'phone') return page.context().close()
    await page.fill('#image-title', 'Synthetic test render (not a photo of the mouse)')
    await page.fill('#image-licence', 'CC0 1.0')
    await page.fill('#editor', 'E2E Editor')
    await page.click('#export')
    await expect.poll(() => message(page).textContent(), { timeout: 30_000 }).toMatch(/^Written: .*mice\.json/)
    const row = (await readFile(join(work, 'catalogue', 'mice.json'), 'utf8')).split('\n').find((line) => line.includes(`"handle": "${handle}"`))!
    expect(row).toMatch(/"top_view": "M[\d. L]+Z", "outline_source": \{"top":\{"method":"traced","image":\{"title":"Synthetic test render \(not a photo of the mouse\)","licence":"CC0 1.0"\},"scale":\{"basis":"published-length"/)
    expect(row).toContain('"editor":"E2E Editor"')
    expect(row).toMatch(/"sensor_position":\{"x":[\d.]+,"y":[\d.]+\}/)
    await page.context().close()
  })
})
