/**
 * `npm run trace`: the outline tracer for editors (README, "Traced outlines"). Never part of the
 * site: it runs on the editor's machine, from this script.
 *
 *   npm run trace                       serve the tracer's page at http://127.0.0.1:5185 (--port=N)
 *   npm run trace -- sheet [file.svg]   write the printable calibration sheet (A4, SVG)
 *   npm run trace -- measure <image.png> --handle=<mouse> [--view=top|side|back]
 *                  [--scale=calibration-sheet|published-length|published-width|published-height]
 *                  [--rotation=<degrees>] [--mirror=left|right]
 *                                       trace a PNG here and print the trace and the dimension
 *                                       check (writes nothing)
 */
import { readFile, writeFile } from 'node:fs/promises'
import { outlineViews, tracedOutlineProblems, type OutlineView } from '../../web/features/outlines/traced-outline.ts'
import { scaleBases } from '../../web/lib/outline-values.ts'
import type { ScaleBasis } from '../../web/lib/api-types.ts'
import { calibrationSheetSvg } from './calibration.ts'
import { checkOutline, trace } from './pipeline.ts'
import { decodePng } from './png.ts'
import { toGray, TraceError } from './raster.ts'
import { miceList, startTracer } from './server.ts'
import { defaultPaths } from './write-trace.ts'

const argv = process.argv.slice(2)
const flag = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const positional = argv.filter((arg) => !arg.startsWith('--'))

async function serve(): Promise<number> {
  const tracer = await startTracer({ port: Number(flag('port') ?? process.env.TRACE_PORT ?? 5185) })
  console.info(`Outline tracer: ${tracer.url} (editors only; Ctrl-C stops it)`)
  return new Promise<number>(() => {})
}

async function sheet(): Promise<number> {
  const file = positional[1] ?? 'calibration-sheet.svg'
  await writeFile(file, calibrationSheetSvg())
  console.info(`Wrote ${file}: print it on A4 at 100 % and check that its bar measures 100 mm.`)
  return 0
}

async function measure(): Promise<number> {
  const file = positional[1]
  const handle = flag('handle')
  if (!file || !handle) {
    console.error('usage: npm run trace -- measure <image.png> --handle=<mouse> [--view=top] [--scale=published-length]')
    return 2
  }
  const mouse = (await miceList(defaultPaths)).find((entry) => entry.handle === handle)
  if (!mouse) {
    console.error(`No mouse has the handle "${handle}".`)
    return 1
  }
  const view = (flag('view') ?? 'top') as OutlineView
  const scale = (flag('scale') ?? 'published-length') as ScaleBasis
  if (!outlineViews.includes(view) || !scaleBases.includes(scale)) {
    console.error(`--view must be one of ${outlineViews.join(', ')}; --scale one of ${scaleBases.join(', ')}`)
    return 2
  }
  try {
    const image = toGray(decodePng(new Uint8Array(await readFile(file))))
    const rotation = flag('rotation')
    const mirror = flag('mirror')
    const published = { length: mouse.length, width: mouse.width, height: mouse.height }
    const result = trace(image, { view, published, scale, rotationDeg: rotation === undefined ? undefined : Number(rotation), mirror: mirror === 'left' || mirror === 'right' ? mirror : null })
    const { checks, flagged } = checkOutline(view, result.points, published)
    console.info(`${mouse.name}, ${view} view: ${(1 / result.mmPerPx).toFixed(2)} px/mm (${scale}), turned ${result.rotationDeg}°, ${result.points.length} handles`)
    for (const check of checks) console.info(`  ${check.dimension}: published ${check.published} mm, traced ${check.traced} mm (${check.difference_pct > 0 ? '+' : ''}${check.difference_pct} %)${flagged.includes(check) ? '  FLAGGED: more than 2 %' : ''}`)
    const { toPathData } = await import('./geometry.ts')
    const problems = tracedOutlineProblems(view, toPathData(result.points), published)
    console.info(problems.length === 0 ? 'It could be exported (npm run trace, with its provenance). Nothing was written.' : `It could not be exported:\n  ${problems.join('\n  ')}\nNothing was written.`)
    return problems.length === 0 ? 0 : 1
  } catch (error) {
    console.error(error instanceof TraceError ? error.message : String(error))
    return 1
  }
}

const commands: Record<string, () => Promise<number>> = { serve, sheet, measure }
const run = commands[positional[0] ?? 'serve']
if (!run) {
  console.error(`usage: npm run trace [-- ${Object.keys(commands).join('|')}]`)
  process.exit(2)
}
process.exitCode = await run()
