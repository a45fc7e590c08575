/**
 * The tracer's page (served only by `npm run trace`, never by the site): loads an image, runs the
 * pure pipeline (../pipeline.ts) in the browser, lets the editor correct the outline by its handles
 * and mark the sensor, shows the published dimensions against the trace, and sends the export to
 * the local server, which writes it into the data files only if catalogue:check accepts it.
 */
import type { Dimensions, OutlineView } from '../../../web/features/outlines/traced-outline.ts'
import { isFlagged } from '../../../web/features/outlines/traced-outline.ts'
import type { ScaleBasis } from '../../../web/lib/api-types.ts'
import { applyAffine, bounds, invert } from '../geometry.ts'
import { buildExport, checkOutline, trace, type TraceResult } from '../pipeline.ts'
import { checkImageSize, readImageHeader, toGray, TraceError, type GrayImage } from '../raster.ts'
import type { Point } from '../silhouette.ts'

interface MouseEntry {
  handle: string
  name: string
  length: number
  width: number
  height: number
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const canvas = $<HTMLCanvasElement>('canvas')
const context = canvas.getContext('2d')!
const message = $<HTMLDivElement>('message')

let mice: MouseEntry[] = []
let mouse: MouseEntry | null = null
let bitmap: ImageBitmap | null = null
let gray: GrayImage | null = null
let result: TraceResult | null = null
let points: Point[] = []
let sensorPx: Point | null = null
let dragging = -1

/** Canvas pixels per millimetre, and the margin around the outline. */
const zoom = 4
const pad = 20

function say(text: string, kind: 'error' | 'ok' | '' = 'error') {
  message.textContent = text
  message.className = kind
}

const checked = (name: string) => (document.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement | null)?.value ?? ''
const view = () => checked('view') as OutlineView
const published = (): Partial<Dimensions> => (mouse ? { length: mouse.length, width: mouse.width, height: mouse.height } : {})

async function loadMice() {
  const response = await fetch('/api/mice')
  mice = (await response.json()) as MouseEntry[]
  $<HTMLDataListElement>('mice').replaceChildren(
    ...mice.map((entry) => {
      const option = document.createElement('option')
      option.value = entry.handle
      option.label = entry.name
      return option
    }),
  )
}

$<HTMLInputElement>('mouse').addEventListener('change', (event) => {
  const value = (event.target as HTMLInputElement).value.trim().toLowerCase()
  mouse = mice.find((entry) => entry.handle === value || entry.name.toLowerCase() === value) ?? null
  $('published').textContent = mouse ? `${mouse.name}: published ${mouse.length} × ${mouse.width} × ${mouse.height} mm (length × width × height)` : 'No mouse has that name or handle.'
  if (result) runTrace()
})

$<HTMLInputElement>('file').addEventListener('change', async (event) => {
  const file = (event.target as HTMLInputElement).files?.[0]
  result = null
  gray = null
  bitmap = null
  draw()
  if (!file) return
  try {
    // The header first: an empty, foreign, tiny or huge file is refused before it is decoded.
    readImageHeader(new Uint8Array(await file.slice(0, 512 * 1024).arrayBuffer()))
    bitmap = await createImageBitmap(file).catch(() => {
      throw new TraceError('not-an-image', 'The browser could not decode this image. Export the view again as PNG and load that. Nothing was written.')
    })
    checkImageSize(bitmap.width, bitmap.height)
    const scratch = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
    scratch.drawImage(bitmap, 0, 0)
    gray = toGray(scratch.getImageData(0, 0, bitmap.width, bitmap.height))
    say(`Loaded ${file.name}: ${bitmap.width} × ${bitmap.height} pixels. Choose the mouse, view and scale, then Trace.`, 'ok')
  } catch (error) {
    bitmap = null
    say(error instanceof Error ? error.message : String(error))
  }
})

function options() {
  const threshold = $<HTMLInputElement>('threshold').dataset.manual === 'true' ? Number($<HTMLInputElement>('threshold').value) : undefined
  const rotation = $<HTMLInputElement>('rotation').value
  const mirror = checked('mirror')
  return {
    view: view(),
    published: published(),
    scale: checked('scale') as ScaleBasis,
    threshold,
    rotationDeg: rotation === '' ? undefined : Number(rotation),
    flipX: $<HTMLInputElement>('flip-x').checked,
    flipY: $<HTMLInputElement>('flip-y').checked,
    mirror: mirror === 'left' || mirror === 'right' ? mirror : null,
  } as const
}

function runTrace() {
  if (!gray) return say('Load an image first.')
  if (!mouse) return say('Choose the mouse first: its published dimensions set or check the scale.')
  try {
    result = trace(gray, options())
    points = result.points.map((point): Point => [point[0], point[1]])
    $<HTMLInputElement>('threshold').value = String(Math.round(result.threshold))
    $('threshold-value').textContent = `${Math.round(result.threshold)}${$<HTMLInputElement>('threshold').dataset.manual === 'true' ? '' : ' (auto)'}`
    $('rotation-note').textContent = `Detected: the mouse is turned ${result.detectedRotationDeg}°; taken out in all: ${result.rotationDeg}°${result.sheetResidualMm === null ? '' : `; sheet markers within ${result.sheetResidualMm.toFixed(2)} mm`}; ${(1 / result.mmPerPx).toFixed(2)} px/mm.`
    say('Traced. Check the outline against the image, correct it by its handles, compare the dimensions, then export.', 'ok')
  } catch (error) {
    result = null
    say(error instanceof Error ? error.message : String(error))
  }
  draw()
}

$('trace').addEventListener('click', runTrace)
$('threshold').addEventListener('input', () => {
  $<HTMLInputElement>('threshold').dataset.manual = 'true'
  runTrace()
})
$('threshold-auto').addEventListener('click', () => {
  $<HTMLInputElement>('threshold').dataset.manual = 'false'
  runTrace()
})
for (const id of ['rotation', 'flip-x', 'flip-y']) $(id).addEventListener('change', () => result && runTrace())
for (const name of ['view', 'scale', 'mirror']) document.querySelectorAll(`input[name="${name}"]`).forEach((input) => input.addEventListener('change', () => result && runTrace()))

function showChecks() {
  const table = $<HTMLTableElement>('checks')
  if (!result) {
    table.hidden = true
    return
  }
  const { checks } = checkOutline(result.view, points, published())
  table.hidden = false
  table.tBodies[0]!.replaceChildren(
    ...checks.map((check) => {
      const row = document.createElement('tr')
      if (isFlagged(check)) row.className = 'flagged'
      for (const text of [check.dimension, `${check.published} mm`, `${check.traced} mm`, `${check.difference_pct > 0 ? '+' : ''}${check.difference_pct} %${isFlagged(check) ? ' (more than 2 %: flagged)' : ''}`]) {
        const cell = document.createElement('td')
        cell.textContent = text
        row.append(cell)
      }
      return row
    }),
  )
}

/** Screen (canvas) position → outline millimetres. */
const toMm = (event: PointerEvent | MouseEvent): Point => {
  const rect = canvas.getBoundingClientRect()
  return [((event.clientX - rect.left) * (canvas.width / rect.width) - pad) / zoom, ((event.clientY - rect.top) * (canvas.height / rect.height) - pad) / zoom]
}

function draw() {
  showChecks()
  const box = result ? bounds(points) : { minX: 0, minY: 0, maxX: 160, maxY: 160 }
  canvas.width = Math.ceil((box.maxX + 10) * zoom + 2 * pad)
  canvas.height = Math.ceil((box.maxY + 10) * zoom + 2 * pad)
  context.setTransform(1, 0, 0, 1, 0, 0)
  context.clearRect(0, 0, canvas.width, canvas.height)
  if (!result || !bitmap) return
  // The image, straightened and scaled into the outline's millimetres.
  context.setTransform(zoom, 0, 0, zoom, pad, pad)
  context.transform(...result.imageToOutline)
  context.globalAlpha = 0.85
  context.drawImage(bitmap, 0, 0)
  context.globalAlpha = 1
  context.setTransform(zoom, 0, 0, zoom, pad, pad)
  context.lineWidth = 1.5 / zoom
  context.strokeStyle = '#1a72e9'
  context.beginPath()
  points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)))
  context.closePath()
  context.stroke()
  context.fillStyle = '#e5484d'
  for (const [x, y] of points) context.fillRect(x - 0.5, y - 0.5, 1, 1)
  if (sensorPx) {
    const [x, y] = applyAffine(result.imageToOutline, sensorPx)
    context.strokeStyle = '#1f9d55'
    context.beginPath()
    context.arc(x, y, 2, 0, 2 * Math.PI)
    context.moveTo(x - 4, y)
    context.lineTo(x + 4, y)
    context.moveTo(x, y - 4)
    context.lineTo(x, y + 4)
    context.stroke()
  }
}

const nearest = (at: Point) => {
  let best = -1
  let distance = 1.5
  points.forEach(([x, y], index) => {
    const d = Math.hypot(x - at[0], y - at[1])
    if (d < distance) {
      distance = d
      best = index
    }
  })
  return best
}

canvas.addEventListener('pointerdown', (event) => {
  if (!result) return
  const at = toMm(event)
  if ($<HTMLInputElement>('sensor-mode').checked) {
    sensorPx = applyAffine(invert(result.imageToOutline), at)
    $('sensor-note').textContent = `Marked at ${at[0].toFixed(1)}, ${at[1].toFixed(1)} mm (from the left, from the front).`
    draw()
    return
  }
  const index = nearest(at)
  if (index >= 0 && event.altKey && points.length > 8) {
    points.splice(index, 1)
    draw()
    return
  }
  dragging = index
  if (index >= 0) canvas.setPointerCapture(event.pointerId)
})
canvas.addEventListener('pointermove', (event) => {
  if (dragging < 0) return
  points[dragging] = toMm(event)
  draw()
})
canvas.addEventListener('pointerup', () => {
  dragging = -1
})
canvas.addEventListener('dblclick', (event) => {
  if (!result) return
  const at = toMm(event)
  // A new handle on the nearest edge.
  let best = 0
  let distance = Infinity
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i]!
    const [bx, by] = points[(i + 1) % points.length]!
    const d = Math.hypot((ax + bx) / 2 - at[0], (ay + by) / 2 - at[1])
    if (d < distance) {
      distance = d
      best = i
    }
  }
  points.splice(best + 1, 0, at)
  draw()
})

$('export').addEventListener('click', async () => {
  if (!result || !mouse) return say('Trace an image of a chosen mouse first.')
  const text = (id: string) => $<HTMLInputElement>(id).value
  const exported = buildExport({
    result,
    points,
    published: published(),
    image: { title: text('image-title'), url: text('image-url'), licence: text('image-licence'), author: text('image-author') },
    editor: text('editor'),
    date: text('date'),
    sensorPx: result.view === 'top' ? sensorPx : null,
  })
  if ('problems' in exported) return say(`Not exported, nothing was written:\n• ${exported.problems.join('\n• ')}`)
  const response = await fetch('/api/export', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ handle: mouse.handle, view: result.view, ...exported }) })
  const body = (await response.json()) as { written?: string[]; problems?: string[] }
  if (body.problems) return say(`Not exported, nothing was written:\n• ${body.problems.join('\n• ')}`)
  say(`Written: ${body.written?.join(', ')}.\nRun npm run catalogue:check, look at the mouse on /mouse/compare (npm run dev), and commit the data files.`, 'ok')
})

$<HTMLInputElement>('date').value = new Date().toISOString().slice(0, 10)
loadMice().catch(() => say('Could not read the catalogue from the tracer server (npm run trace).'))
draw()
