import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND_ORANGE } from '../web/src/config/brand.js'
import { decodePng, type PngImage, type Rgba } from './lib/png.js'
import { ALL_ICONS, APPLE_TOUCH_ICON, MANIFEST_ICONS, webManifest } from './web-manifest.js'

const publicDir = path.resolve(import.meta.dirname, '../web/public')

const rgbaOf = (hex: string): Rgba => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
  255,
]
const ORANGE = rgbaOf(BRAND_ORANGE)
const WHITE: Rgba = [255, 255, 255, 255]

const readIcon = (file: string): PngImage => decodePng(readFileSync(path.join(publicDir, file)))

/** A point given as a share of the icon's width and height. */
const at = (icon: PngImage, x: number, y: number) =>
  icon.pixel(Math.floor(x * icon.width), Math.floor(y * icon.height))

describe('the app icons (web/public/icons, drawn by scripts/app-icons.ts)', () => {
  it('are PNGs of the sizes the manifest and the apple-touch-icon link state', () => {
    for (const { file, size } of ALL_ICONS) {
      const icon = readIcon(file)
      expect({ file, width: icon.width, height: icon.height }).toEqual({
        file,
        width: size,
        height: size,
      })
    }
  })

  it('show the logo: the orange coin with the white glyph, round on a transparent square', () => {
    for (const { file } of ALL_ICONS.filter((icon) => icon.artwork === 'coin')) {
      const icon = readIcon(file)
      expect(at(icon, 0, 0), file).toEqual([0, 0, 0, 0])
      // Inside the coin, left of the glyph.
      expect(at(icon, 0.15, 0.5), file).toEqual(ORANGE)
      // The glyph's long stem (x = 12 of 32).
      expect(at(icon, 12 / 32, 0.5), file).toEqual(WHITE)
    }
  })

  it('fill the square when maskable, with the glyph inside the circle every mask shows', () => {
    for (const { file } of ALL_ICONS.filter((icon) => icon.artwork === 'full-bleed')) {
      const icon = readIcon(file)
      for (const [x, y] of [
        [0, 0],
        [icon.width - 1, 0],
        [0, icon.height - 1],
        [icon.width - 1, icon.height - 1],
      ] as const) {
        expect(icon.pixel(x, y), `${file} corner`).toEqual(ORANGE)
      }
      // The stem, scaled by 0.8 towards the centre: x = 16 - 4 * 0.8 of 32.
      expect(at(icon, 12.8 / 32, 0.5), file).toEqual(WHITE)
      // Anything not orange is glyph, and the glyph stays within the safe zone: the
      // centred circle of 40 % of the size as radius.
      const safeRadius = 0.4 * icon.width
      const centre = icon.width / 2
      let outside = 0
      for (let y = 0; y < icon.height; y++) {
        for (let x = 0; x < icon.width; x++) {
          const isOrange = icon.pixel(x, y).every((value, i) => value === ORANGE[i])
          if (!isOrange && Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius) outside++
        }
      }
      expect(outside, `${file}: glyph pixels outside the safe zone`).toBe(0)
    }
  })

  it('are what the manifest names: 192 and 512 px, each plain and maskable', () => {
    const { icons } = webManifest()
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of icons) expect(icon.type).toBe('image/png')
    expect(icons.map((icon) => icon.src)).toEqual(MANIFEST_ICONS.map(({ file }) => `/${file}`))
    expect(APPLE_TOUCH_ICON.artwork).toBe('full-bleed')
  })
})
