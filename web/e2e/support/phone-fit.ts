import type { Page } from 'playwright-core'

/**
 * The smallest touch target a finger hits reliably, in CSS px, both ways: WCAG 2.2's
 * 2.5.5 "Target Size (Enhanced)" and the platform guides (Apple's 44 pt).
 */
export const MIN_TARGET = 44

/**
 * What a person can press or type in. A `label` is no target of its own: it counts as
 * part of its checkbox's or radio's target below.
 */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
].join(', ')

/**
 * The boxes that scroll sideways by design: a table in its table box (table-box.tsx, which
 * a keyboard can scroll too), a block of code or a command. Anything else that scrolls
 * sideways hides part of itself; Pico's .overflow-auto as well, as no keyboard reaches it.
 */
const SIDEWAYS_ON_PURPOSE = '.table-box, pre'

/** An element the page reports as too small, or drawn past the screen's right edge. */
export interface Finding {
  /** Tag, id and classes, then the text or label a person sees, e.g. `button.toast-close "×"`. */
  element: string
  width: number
  height: number
  right: number
  /** The box that clips or scrolls it sideways, when that box's edge is the one passed. */
  within?: string
}

/** As much of the DOM as the scan reads (the e2e project has no DOM types). */
interface Box {
  left: number
  right: number
  width: number
  height: number
}
interface ScannedElement {
  tagName: string
  id: string
  className: unknown
  textContent: string | null
  parentElement: ScannedElement | null
  labels?: ScannedElement[] | null
  getAttribute(name: string): string | null
  clientLeft: number
  clientWidth: number
  getBoundingClientRect(): Box
  getClientRects(): { length: number }
  querySelectorAll(selector: string): ScannedElement[]
  matches(selector: string): boolean
}
interface ScannedWindow {
  innerWidth: number
  getComputedStyle(element: ScannedElement): {
    display: string
    visibility: string
    overflowX: string
  }
  document: { querySelector(selector: string): ScannedElement | null; body: ScannedElement }
}

/**
 * Runs in the page, on the page as it is drawn. Scans the open dialog when there is one
 * (the page behind it is inert), else the whole body.
 *
 * Too small: every visible interactive element whose hit area, its bounding box, is under
 * MIN_TARGET either way. A checkbox or radio's hit area is its label's box when that is
 * larger (pressing the label presses the box). Exempt, as WCAG 2.5.5 and 2.5.8 allow for
 * "inline" targets: a link in a sentence, that is a link displayed inline whose block (its
 * nearest ancestor not displayed inline) holds letters or digits outside every interactive
 * element, so the link's height is the line's. A row of links with only separators between
 * them ("Privacy · Code") is no sentence: its links must be 44 px.
 *
 * Drawn past the edge: every visible element whose right edge is beyond the screen's width
 * or, inside a box that clips or scrolls (overflow-x other than visible, which a dialog's
 * vertical scrolling implies), beyond that box's content edge: part of it is cut off or
 * off to the side, where nobody looks. Exempt inside a box of SIDEWAYS_ON_PURPOSE. Only
 * the innermost such element is named: an article pushed wide by its figure names the figure.
 */
function scan({
  selector,
  min,
  sidewaysOnPurpose,
}: {
  selector: string
  min: number
  sidewaysOnPurpose: string
}) {
  const win = globalThis as unknown as ScannedWindow
  const scope = win.document.querySelector('dialog[open]') ?? win.document.body
  const size = (box: Box) => ({
    width: Math.round(box.width * 10) / 10,
    height: Math.round(box.height * 10) / 10,
    right: Math.round(box.right),
  })
  const visible = (el: ScannedElement) => {
    const box = el.getBoundingClientRect()
    return (
      el.getClientRects().length > 0 &&
      box.width > 0 &&
      box.height > 0 &&
      win.getComputedStyle(el).visibility !== 'hidden'
    )
  }
  const describe = (el: ScannedElement) => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : []
    const name = [el.tagName.toLowerCase(), el.id ? `#${el.id}` : '']
      .concat(classes.filter(Boolean).map((c) => `.${c}`))
      .join('')
    const label =
      el.getAttribute('aria-label') ??
      el.getAttribute('name') ??
      el.textContent?.replace(/\s+/g, ' ').trim() ??
      ''
    return label ? `${name} "${label.slice(0, 40)}"` : name
  }
  const inSentence = (el: ScannedElement) => {
    if (el.tagName !== 'A' || win.getComputedStyle(el).display !== 'inline') return false
    let block = el.parentElement
    while (block && win.getComputedStyle(block).display === 'inline') block = block.parentElement
    if (!block) return false
    let words = block.textContent ?? ''
    for (const target of block.querySelectorAll(selector)) {
      words = words.replace(target.textContent ?? '', ' ')
    }
    return /[\p{L}\p{N}]/u.test(words)
  }
  const hitArea = (el: ScannedElement) => {
    const own = el.getBoundingClientRect()
    if (!el.matches('input[type="checkbox"], input[type="radio"]')) return own
    let best = own
    for (const label of el.labels ?? []) {
      const box = label.getBoundingClientRect()
      if (Math.min(box.width, box.height) > Math.min(best.width, best.height)) best = box
    }
    return best
  }

  const small: Finding[] = []
  for (const el of scope.querySelectorAll(selector)) {
    if (!visible(el) || inSentence(el)) continue
    const box = size(hitArea(el))
    if (box.width < min || box.height < min) small.push({ element: describe(el), ...box })
  }

  /**
   * The right edge an element must keep within: the content edge of the nearest box around
   * it (below the body) that clips or scrolls sideways, else the screen's. Null inside a
   * box that scrolls sideways on purpose.
   */
  const limitOf = (el: ScannedElement): { edge: number; box: ScannedElement | null } | null => {
    for (let at = el.parentElement; at && at !== win.document.body; at = at.parentElement) {
      if (win.getComputedStyle(at).overflowX === 'visible') continue
      if (at.matches(sidewaysOnPurpose)) return null
      return { edge: at.getBoundingClientRect().left + at.clientLeft + at.clientWidth, box: at }
    }
    return { edge: win.innerWidth, box: null }
  }
  const beyond = new Set<ScannedElement>()
  const limits = new Map<ScannedElement, ScannedElement | null>()
  for (const el of scope.querySelectorAll('*')) {
    if (!visible(el)) continue
    const limit = limitOf(el)
    if (limit && el.getBoundingClientRect().right > limit.edge + 0.5) {
      beyond.add(el)
      limits.set(el, limit.box)
    }
  }
  // Only the innermost: an article pushed wide by its figure is the figure's fault.
  const past: Finding[] = []
  const sideways: Finding[] = []
  for (const el of beyond) {
    if ([...el.querySelectorAll('*')].some((inner) => beyond.has(inner))) continue
    const box = limits.get(el)
    const finding = { element: describe(el), ...size(el.getBoundingClientRect()) }
    if (box) sideways.push({ ...finding, within: describe(box) })
    else past.push(finding)
  }
  return { small, past, sideways }
}

/** A screen's faults on a phone, each a sentence that says what to fix. */
export type FitProblem = string

/**
 * Every touch target under 44x44 px and every element drawn past the screen's right edge
 * on the page as it is now (its open dialog when there is one); `where` names the screen.
 */
export async function fitProblems(page: Page, where: string): Promise<FitProblem[]> {
  const { small, past, sideways } = await page.evaluate(scan, {
    selector: INTERACTIVE,
    min: MIN_TARGET,
    sidewaysOnPurpose: SIDEWAYS_ON_PURPOSE,
  })
  return [
    ...small.map(
      (f) =>
        `${where}: ${f.element} is ${f.width}x${f.height} px, under ${MIN_TARGET}x${MIN_TARGET}`,
    ),
    ...past.map((f) => `${where}: ${f.element} reaches ${f.right} px, past the screen's edge`),
    ...sideways.map(
      (f) => `${where}: ${f.element} reaches ${f.right} px, past the edge of ${f.within}`,
    ),
  ]
}
