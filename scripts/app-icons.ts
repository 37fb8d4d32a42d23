/**
 * `npx tsx scripts/app-icons.ts`: draws the app's icons (scripts/web-manifest.ts) from
 * the logo (web/src/config/brand.ts) into web/public/icons, rendered by chromium. The
 * PNGs are committed, so neither the build nor the Docker image needs a browser; run
 * this again when the logo changes (scripts/app-icons.test.ts compares their colours
 * with the logo's).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BITCOIN_GLYPH_PATH,
  BITCOIN_GLYPH_STROKE_WIDTH,
  BRAND_ORANGE,
} from '../web/src/config/brand.js'
import { launchChromium } from './lib/chromium.js'
import { ALL_ICONS, type IconArtwork } from './web-manifest.js'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public')

/**
 * The glyph's size on a full-bleed icon. The phone's mask may cut everything outside
 * the centre circle of 80 %; at this scale the glyph keeps the share of that circle it
 * has of the round coin.
 */
const FULL_BLEED_GLYPH_SCALE = 0.8

/** The icon as SVG on the logo's 32 x 32 grid, drawn at `size` pixels. */
export function iconSvg(artwork: IconArtwork, size: number): string {
  const glyph = `<path d="${BITCOIN_GLYPH_PATH}" fill="none" stroke="#fff" stroke-width="${BITCOIN_GLYPH_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"/>`
  const body =
    artwork === 'coin'
      ? `<circle cx="16" cy="16" r="16" fill="${BRAND_ORANGE}"/>${glyph}`
      : `<rect width="32" height="32" fill="${BRAND_ORANGE}"/><g transform="translate(16 16) scale(${FULL_BLEED_GLYPH_SCALE}) translate(-16 -16)">${glyph}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${body}</svg>`
}

async function main(): Promise<void> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    for (const { file, size, artwork } of ALL_ICONS) {
      await page.setViewportSize({ width: size, height: size })
      await page.setContent(
        `<!doctype html><body style="margin:0">${iconSvg(artwork, size)}</body>`,
      )
      // The coin's corners stay transparent; a full-bleed icon has none.
      const png = await page.screenshot({ omitBackground: artwork === 'coin' })
      const target = path.join(publicDir, file)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, png)
      console.log(`wrote web/public/${file} (${size} px, ${png.length} bytes)`)
    }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
