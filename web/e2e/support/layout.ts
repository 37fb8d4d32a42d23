import type { Locator } from 'playwright-core'

/** As much of the DOM as the check below reads (the e2e project has no DOM types). */
interface ControlElement {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number }
  contains(other: unknown): boolean
  ownerDocument: { elementFromPoint(x: number, y: number): unknown }
}

/**
 * Whether anything is drawn over a control: points across its middle row (left, centre,
 * right) must each hit the control itself. A toast over its right third fails this.
 */
export function isUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((el: ControlElement) => {
    const box = el.getBoundingClientRect()
    const y = box.top + box.height / 2
    return [0.1, 0.5, 0.9].every((share) => {
      const hit = el.ownerDocument.elementFromPoint(box.left + box.width * share, y)
      return hit !== null && (hit === el || el.contains(hit))
    })
  })
}
