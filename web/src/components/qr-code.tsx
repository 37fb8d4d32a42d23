import { correction, generate } from 'lean-qr'
import { useMemo } from 'react'
import { useTexts } from '../lib/i18n'
import { componentTexts } from './texts'

export type QrCodeProps = {
  /** What the code holds: a `lightning:` or `bitcoin:` URI, or a PSBT. */
  value: string
  /** Read to screen readers and shown when the image cannot be drawn. */
  label: string
}

/**
 * A QR code drawn as one SVG path in the page itself: no image request, no inline
 * script or style for the CSP to refuse. Medium error correction, as wallets expect; a
 * value too long for any QR code says so instead of crashing the dialog.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const t = useTexts(componentTexts)
  const path = useMemo(() => modulesPath(value), [value])
  if (path === null) {
    return <p className="qr-code-too-long">{t('qrTooLong')}</p>
  }
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size + 2 * QUIET_ZONE} ${path.size + 2 * QUIET_ZONE}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path.d} fill="#000" transform={`translate(${QUIET_ZONE} ${QUIET_ZONE})`} />
    </svg>
  )
}

/** Scanners need four light modules around the code. */
const QUIET_ZONE = 4

function modulesPath(value: string): { d: string; size: number } | null {
  let code: ReturnType<typeof generate>
  try {
    code = generate(value, { minCorrectionLevel: correction.M })
  } catch {
    return null
  }
  // One horizontal run per stretch of dark modules keeps the path short.
  const parts: string[] = []
  for (let y = 0; y < code.size; y++) {
    let x = 0
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < code.size && code.get(x, y)) x++
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`)
    }
  }
  return { d: parts.join(''), size: code.size }
}
