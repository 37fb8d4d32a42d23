/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/) that makes the app
 * installable on a phone, and the icons it names. The build writes it as
 * `manifest.webmanifest`; scripts/app-icons.ts draws the icons from the logo.
 */
import { DASHBOARD_PATH } from '../api/contracts/first-reads.js'
import { BRAND_ORANGE } from '../web/src/config/brand.js'
import { PRODUCT_DESCRIPTION, PRODUCT_NAME, PRODUCT_SHORT_NAME } from '../web/src/config/product.js'

export const MANIFEST_FILE = 'manifest.webmanifest'

/** The browser's bars and the installed app's title bar: the coin's orange. */
export const THEME_COLOR = BRAND_ORANGE

/**
 * The splash screen behind the icon while the app starts: Pico's light page background
 * (`--pico-background-color`), the page the splash gives way to.
 */
export const BACKGROUND_COLOR = '#ffffff'

/**
 * How an icon is drawn: `coin` is the logo as it is, round on a transparent square;
 * `full-bleed` fills the square with the coin's orange and keeps the glyph inside the
 * centre circle of 80 % that a maskable icon promises to show whatever the phone's
 * mask (https://www.w3.org/TR/appmanifest/#icon-masks). iOS fills transparency with
 * black, so its icon is full-bleed too.
 */
export type IconArtwork = 'coin' | 'full-bleed'

export interface AppIcon {
  /** Path under the web root (web/public, copied as it is by the build). */
  file: string
  /** Width and height in pixels. */
  size: number
  artwork: IconArtwork
}

/** The manifest's icons: the 192 and 512 px sizes Chrome asks for, plain and maskable. */
export const MANIFEST_ICONS: readonly (AppIcon & { purpose: 'any' | 'maskable' })[] = [
  { file: 'icons/icon-192.png', size: 192, artwork: 'coin', purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, artwork: 'coin', purpose: 'any' },
  { file: 'icons/icon-maskable-192.png', size: 192, artwork: 'full-bleed', purpose: 'maskable' },
  { file: 'icons/icon-maskable-512.png', size: 512, artwork: 'full-bleed', purpose: 'maskable' },
]

/** iOS ignores the manifest's icons and takes the page's apple-touch-icon link (180 px). */
export const APPLE_TOUCH_ICON: AppIcon = {
  file: 'icons/apple-touch-icon.png',
  size: 180,
  artwork: 'full-bleed',
}

export const ALL_ICONS: readonly AppIcon[] = [...MANIFEST_ICONS, APPLE_TOUCH_ICON]

/**
 * The manifest. The installed app opens on the dashboard: that is what a family member
 * installs it for; someone whose session has ended is offered Sign in there, which
 * brings them back to it. `id` is the app's identity for the browser, kept apart from
 * `start_url` so moving the start page never makes phones see a different app.
 */
export function webManifest() {
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_SHORT_NAME,
    description: PRODUCT_DESCRIPTION,
    start_url: DASHBOARD_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  }
}
