import type { ButtonHTMLAttributes, MouseEvent } from 'react'

export type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** While its request runs: announced as busy, and clicks do nothing. */
  isBusy: boolean
  /** Unavailable for another reason (the goal is complete, say). */
  isDisabled?: boolean
}

/**
 * A button that waits while its request runs without `disabled`: a button that disables
 * itself drops keyboard focus to the page body, so this one stays focusable, says it is
 * busy (aria-busy, aria-disabled) and ignores clicks and submits until it is done.
 */
export function BusyButton({ isBusy, isDisabled = false, onClick, ...rest }: BusyButtonProps) {
  const isUnavailable = isBusy || isDisabled
  const onClickUnlessBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (isUnavailable) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      {...rest}
      aria-busy={isBusy}
      aria-disabled={isUnavailable || undefined}
      onClick={onClickUnlessBusy}
    />
  )
}
