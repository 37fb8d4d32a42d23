import type { Gender } from '@api/features/children/children.schemas'

export type ChildAvatarProps = { gender: Gender }

const PALETTE: Record<Gender, { background: string; hair: string }> = {
  boy: { background: '#cfe3ff', hair: '#6b4423' },
  girl: { background: '#ffd6e8', hair: '#8a4b2a' },
}

/**
 * A face drawn as SVG rather than an emoji: many systems (and headless browsers) lack an
 * emoji font and would show an empty box. Decorative: the greeting names the child.
 */
export function ChildAvatar({ gender }: ChildAvatarProps) {
  const colors = PALETTE[gender] ?? PALETTE.boy
  return (
    <svg className="avatar" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill={colors.background} />
      {gender === 'girl' && (
        <path d="M11 24c0-10 6-15 13-15s13 5 13 15v12H11z" fill={colors.hair} />
      )}
      <circle cx="24" cy="26" r="11" fill="#f6d2b0" />
      <path d="M13 23c1-8 6-12 11-12s10 4 11 12c-4-3-8-5-11-5s-7 2-11 5z" fill={colors.hair} />
      <circle cx="20" cy="27" r="1.4" fill="#333" />
      <circle cx="28" cy="27" r="1.4" fill="#333" />
      <path
        d="M20 31.5c2.2 2 5.8 2 8 0"
        fill="none"
        stroke="#333"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  )
}
