/**
 * Images as the tracer sees them, and the answers it gives a bad one. Pure (no Node or DOM API):
 * the browser page and the Node side (png.ts, the tests) share it.
 *
 * Every refusal is a TraceError whose message says what is wrong and what to do, and that nothing
 * was written: the tracer writes only at export, and only a trace that passes every check.
 */

/** RGBA, 8 bits a channel, rows top to bottom. */
export interface Raster {
  width: number
  height: number
  data: Uint8Array | Uint8ClampedArray
}

/** Grey levels 0 (black) … 255 (white), one per pixel. */
export interface GrayImage {
  width: number
  height: number
  data: Float32Array
}

export type TraceErrorCode =
  | 'empty'
  | 'not-an-image'
  | 'unsupported'
  | 'tiny'
  | 'huge'
  | 'markers-not-found'
  | 'tilted-photo'
  | 'no-silhouette'
  | 'touches-edge'
  | 'mirror'
  | 'no-dimension'

export class TraceError extends Error {
  readonly code: TraceErrorCode
  constructor(code: TraceErrorCode, message: string) {
    super(message)
    this.code = code
    this.name = 'TraceError'
  }
}

export const nothingWritten = 'Nothing was written.'

/**
 * What the tracer takes. The short side: at least 400 px, so a 60 mm wide mouse spans some 300 px
 * and the 0.5 mm accuracy holds with room. The long side and pixel count: a 40-megapixel photo is
 * plenty; beyond it decoding alone would take the browser seconds and hundreds of megabytes.
 */
export const imageLimits = { minSide: 400, maxSide: 12000, maxPixels: 40_000_000, maxBytes: 80 * 1024 * 1024 } as const

export function checkImageSize(width: number, height: number): void {
  if (!(width > 0) || !(height > 0)) throw new TraceError('empty', `The image has no pixels (${width} × ${height}). Export the view again and load that file. ${nothingWritten}`)
  if (Math.min(width, height) < imageLimits.minSide) {
    throw new TraceError(
      'tiny',
      `The image is ${width} × ${height} pixels: too small to trace to 0.5 mm. Use one at least ${imageLimits.minSide} pixels on its shorter side (the maker's full-size view, or the photo at full resolution). ${nothingWritten}`,
    )
  }
  if (Math.max(width, height) > imageLimits.maxSide || width * height > imageLimits.maxPixels) {
    throw new TraceError(
      'huge',
      `The image is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels): more than the tracer takes (${imageLimits.maxSide} pixels a side, ${imageLimits.maxPixels / 1e6} megapixels). Scale it down, keeping its proportions, and load it again. ${nothingWritten}`,
    )
  }
}

export interface ImageHeader {
  format: 'png' | 'jpeg'
  width: number
  height: number
}

const notAnImage = () =>
  new TraceError('not-an-image', `This file is not an image the tracer reads (PNG or JPEG). Save or export the view as PNG and load that. ${nothingWritten}`)

/**
 * The format and size an image file declares, read from its first bytes before anything is decoded
 * (so a huge image is refused without spending the memory to decode it).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (bytes.length === 0) throw new TraceError('empty', `The file is empty (0 bytes). Choose the image file again. ${nothingWritten}`)
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.every((byte, index) => bytes[index] === byte)) {
    if (bytes.length < 24) throw notAnImage()
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const header = { format: 'png' as const, width: view.getUint32(16), height: view.getUint32(20) }
    checkImageSize(header.width, header.height)
    return header
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: walk the segments to the frame header (SOF0…SOF15 but DHT, JPG and DAC).
    let at = 2
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) throw notAnImage()
      const marker = bytes[at + 1]!
      if (marker === 0xff) {
        at += 1
        continue
      }
      const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const header = { format: 'jpeg' as const, height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! }
        checkImageSize(header.width, header.height)
        return header
      }
      at += 2 + length
    }
  }
  throw notAnImage()
}

/** Luminance (Rec. 709), with transparent pixels laid on white (a maker's cut-out render). */
export function toGray(raster: Raster): GrayImage {
  const { width, height, data } = raster
  const out = new Float32Array(width * height)
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    const alpha = data[p + 3]! / 255
    const luminance = 0.2126 * data[p]! + 0.7152 * data[p + 1]! + 0.0722 * data[p + 2]!
    out[i] = luminance * alpha + 255 * (1 - alpha)
  }
  return { width, height, data: out }
}
