import { CopyButton } from './copy-button'

export type LongValueProps = {
  /** An address, an invoice, a txid or hash, a URL: machine text without spaces. */
  value: string
  /**
   * Shows only its two ends ("tb1p5cyx…p3mvzv") where the whole would crowd the line;
   * the whole stays in the tooltip, is what a screen reader reads, and is copied.
   */
  isShortened?: boolean
  /** Names a Copy button beside it ("address"); without it there is none. */
  copyAs?: string
}

/** Characters kept at each end of a shortened value: enough to compare it by eye. */
const END_LENGTH = 8

/** "tb1p5cyxnuxm...p3mvzv" -> "tb1p5cyx…p3mvzv"; a value short enough stays whole. */
export function shortenValue(value: string): string {
  if (value.length <= END_LENGTH * 2 + 1) return value
  return `${value.slice(0, END_LENGTH)}…${value.slice(-END_LENGTH)}`
}

/**
 * The one way a long value is shown: it wraps at any character rather than widen the
 * screen (a 62-character address made a phone's page 635 px wide, and every dialog
 * with it), or is shortened, with a Copy button for the whole when asked for.
 */
export function LongValue({ value, isShortened = false, copyAs }: LongValueProps) {
  const shown = isShortened ? shortenValue(value) : value
  return (
    <span className="long-value">
      {shown === value ? (
        <code>{value}</code>
      ) : (
        <code title={value}>
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">{value}</span>
        </code>
      )}
      {copyAs !== undefined && <CopyButton text={value} what={copyAs} />}
    </span>
  )
}
