/** As much of a DOMRect as the choice below reads. */
export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

export type ToastEdge = 'bottom' | 'top'

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right

/**
 * Where the page's toasts go so they cover none of `keepClear` (the focused control, the
 * one last pressed, fields marked invalid): the bottom edge as usual, the top when the
 * bottom would cover one of them and the top covers fewer. `toast` is the toast's box at
 * the bottom edge, `gap` its distance from the edge, `viewportHeight` the window's.
 */
export function chooseToastEdge(
  toast: Box,
  gap: number,
  viewportHeight: number,
  keepClear: readonly Box[],
): ToastEdge {
  const height = toast.bottom - toast.top
  const atTop: Box = { ...toast, top: gap, bottom: gap + height }
  const covered = (place: Box) => keepClear.filter((box) => overlaps(place, box)).length
  const atBottom: Box = {
    ...toast,
    top: viewportHeight - gap - height,
    bottom: viewportHeight - gap,
  }
  const bottomCovers = covered(atBottom)
  return bottomCovers > 0 && covered(atTop) < bottomCovers ? 'top' : 'bottom'
}
