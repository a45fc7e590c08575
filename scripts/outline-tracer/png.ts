/**
 * A small PNG decoder for the Node side of the tracer (the tests, `npm run trace -- measure`): no
 * dependency, node:zlib inflates. The browser page decodes with its canvas instead (PNG and JPEG).
 *
 * Reads what image editors and makers' downloads write: bit depth 8 or 16 (grey, grey + alpha,
 * RGB, RGBA) and palettes of 1, 2, 4 or 8 bits (with tRNS transparency); not interlaced. The size
 * is checked from the header before anything is inflated (raster.ts readImageHeader).
 */
import { inflateSync } from 'node:zlib'
import { nothingWritten, readImageHeader, TraceError, type Raster } from './raster.ts'

const unreadable = (why: string) => new TraceError('not-an-image', `This PNG cannot be read (${why}). Open it in an image editor, export it again as PNG, and load that. ${nothingWritten}`)

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

export function decodePng(bytes: Uint8Array): Raster {
  const header = readImageHeader(bytes)
  if (header.format !== 'png') throw new TraceError('unsupported', `This is a JPEG: the tracer's page reads it (npm run trace); this command reads PNG only. Export the view as PNG. ${nothingWritten}`)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 8
  let width = 0
  let height = 0
  let depth = 0
  let colour = 0
  let palette: Uint8Array | null = null
  let transparency: Uint8Array | null = null
  const idat: Uint8Array[] = []
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!)
    const start = at + 8
    if (start + length + 4 > bytes.length) throw unreadable('it ends in the middle of a chunk')
    const body = bytes.subarray(start, start + length)
    if (type === 'IHDR') {
      width = view.getUint32(start)
      height = view.getUint32(start + 4)
      depth = bytes[start + 8]!
      colour = bytes[start + 9]!
      if (bytes[start + 12] !== 0) throw new TraceError('unsupported', `This PNG is interlaced. Export it again without interlacing. ${nothingWritten}`)
    } else if (type === 'PLTE') palette = body
    else if (type === 'tRNS') transparency = body
    else if (type === 'IDAT') idat.push(body)
    else if (type === 'IEND') break
    at = start + length + 4
  }
  const channels = channelsOf[colour]
  if (!channels || !(depth === 8 || depth === 16 || (colour === 3 && [1, 2, 4].includes(depth)))) throw unreadable(`colour type ${colour} at ${depth} bits`)
  if (colour === 3 && !palette) throw unreadable('a palette image without its palette')
  if (idat.length === 0) throw unreadable('no image data')
  let raw: Uint8Array
  try {
    raw = inflateSync(Buffer.concat(idat))
  } catch {
    throw unreadable('its image data is damaged')
  }
  const bitsPerPixel = channels * depth
  const stride = Math.ceil((width * bitsPerPixel) / 8)
  const bpp = Math.max(1, bitsPerPixel / 8)
  if (raw.length < height * (stride + 1)) throw unreadable('its image data is shorter than its size says')
  const rows = new Uint8Array(height * stride)
  let previous = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const out = rows.subarray(y * stride, (y + 1) * stride)
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[x - bpp]! : 0
      const b = previous[x]!
      const c = x >= bpp ? previous[x - bpp]! : 0
      let value = line[x]!
      if (filter === 1) value += a
      else if (filter === 2) value += b
      else if (filter === 3) value += (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      } else if (filter !== 0) throw unreadable(`an unknown row filter ${filter}`)
      out[x] = value & 0xff
    }
    previous = out
  }
  const data = new Uint8Array(width * height * 4)
  const sample = (y: number, index: number): number => {
    // The index-th sample of row y, scaled to 8 bits.
    if (depth === 8) return rows[y * stride + index]!
    if (depth === 16) return rows[y * stride + index * 2]!
    const perByte = 8 / depth
    const byte = rows[y * stride + Math.floor(index / perByte)]!
    const shift = 8 - depth * ((index % perByte) + 1)
    return (byte >> shift) & ((1 << depth) - 1)
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      if (colour === 3) {
        const index = sample(y, x)
        data[o] = palette![index * 3] ?? 0
        data[o + 1] = palette![index * 3 + 1] ?? 0
        data[o + 2] = palette![index * 3 + 2] ?? 0
        data[o + 3] = transparency && index < transparency.length ? transparency[index]! : 255
      } else if (colour === 0 || colour === 4) {
        const grey = sample(y, x * channels)
        data[o] = data[o + 1] = data[o + 2] = grey
        data[o + 3] = colour === 4 ? sample(y, x * channels + 1) : 255
      } else {
        data[o] = sample(y, x * channels)
        data[o + 1] = sample(y, x * channels + 1)
        data[o + 2] = sample(y, x * channels + 2)
        data[o + 3] = colour === 6 ? sample(y, x * channels + 3) : 255
      }
    }
  }
  return { width, height, data }
}
