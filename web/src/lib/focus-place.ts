/** Containers focus may move to when the control that had it goes away. */
const LANDING = 'article, section, [role="tabpanel"], main'

/**
 * Remembers where keyboard focus is before an action that may remove the focused control
 * (an approved request leaves its list). The returned function, called once the screen
 * shows the result, leaves focus alone if the control is still there; otherwise it moves
 * focus to the nearest container that survived, instead of letting it fall to the body.
 */
export function rememberFocusPlace(): () => void {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || active === document.body) return () => undefined
  const ancestors: HTMLElement[] = []
  for (let el = active.parentElement; el && el !== document.body; el = el.parentElement) {
    if (el.matches(LANDING)) ancestors.push(el)
  }
  return () => {
    // After React has drawn the refreshed lists.
    requestAnimationFrame(() => {
      if (active.isConnected) return
      const current = document.activeElement
      if (current !== null && current !== document.body) return
      const survivor = ancestors.find((el) => el.isConnected)
      if (!survivor) return
      if (!survivor.hasAttribute('tabindex')) survivor.setAttribute('tabindex', '-1')
      survivor.focus()
    })
  }
}
