import type { Page } from 'playwright-core'

/**
 * A laptop and a phone. The phone is 360x640: 360 px is the narrowest width common Android
 * phones report (issue 24: every screen usable at 360 px), and 640 px the shortest height
 * among them, so a dialog taller than the screen scrolls within it and a toast at the
 * bottom edge is tested where it covers the most.
 */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 640 },
] as const

export type Viewport = (typeof VIEWPORTS)[number]

export async function useViewport(page: Page, viewport: Viewport): Promise<Page> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  return page
}
