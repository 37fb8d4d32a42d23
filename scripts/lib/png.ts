/**
 * Reads a PNG's size and pixels, enough for the tests to check the app's icons
 * (8-bit RGB or RGBA, not interlaced: what chromium's screenshots are). Node has the
 * zlib inflate; the rest is the five row filters of the PNG specification
 * (https://www.w3.org/TR/png-3/#9Filters).
 */
import { inflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Red, green, blue, alpha: 0 to 255 each. */
export type Rgba = [number, number, number, number]

export interface PngImage {
  width: number
  height: number
  pixel(x: number, y: number): Rgba
}

/** Width and height from the IHDR chunk, which must come first. */
export function pngSize(data: Buffer): { width: number; height: number } {
  if (!data.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file')
  if (data.toString('latin1', 12, 16) !== 'IHDR') throw new Error('PNG without IHDR first')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

export function decodePng(data: Buffer): PngImage {
  const { width, height } = pngSize(data)
  const bitDepth = data[24]
  const colorType = data[25]
  const interlace = data[28]
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) {
    throw new Error(
      `unsupported PNG: bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`,
    )
  }
  const channels = colorType === 6 ? 4 : 3
  const idat: Buffer[] = []
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at)
    const type = data.toString('latin1', at + 4, at + 8)
    if (type === 'IDAT') idat.push(data.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0
      const upLeft = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0
      pixels[y * stride + i] = ((line[i] ?? 0) + predict(filter, left, up, upLeft)) & 0xff
    }
  }
  return {
    width,
    height,
    pixel(x, y) {
      const at = y * stride + x * channels
      const [r, g, b] = [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0]
      return [r, g, b, channels === 4 ? (pixels[at + 3] ?? 0) : 255]
    },
  }
}

function predict(filter: number | undefined, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0
    case 1:
      return left
    case 2:
      return up
    case 3:
      return (left + up) >> 1
    case 4: {
      const p = left + up - upLeft
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)]
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
    }
    default:
      throw new Error(`unknown PNG row filter ${filter}`)
  }
}
