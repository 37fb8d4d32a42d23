import type { Page } from 'playwright-core'

/** The two screens issue 10 walked the app at: a laptop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 640 },
] as const

export type Viewport = (typeof VIEWPORTS)[number]

export async function useViewport(page: Page, viewport: Viewport): Promise<Page> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  return page
}
