/**
 * The four single-key address types a family's wallet can use. The names are the ones
 * wallet apps show a person; BIP purpose and descriptor function follow from them.
 */
export const SCRIPT_TYPES = ['legacy', 'nested-segwit', 'native-segwit', 'taproot'] as const
export type ScriptType = (typeof SCRIPT_TYPES)[number]

/**
 * What a plain xpub/tpub is read as when the parent does not choose. Native segwit is
 * what current wallet apps create by default, and the form shows the first address so
 * a wrong guess is seen before anything is saved.
 */
export const DEFAULT_SCRIPT_TYPE: ScriptType = 'native-segwit'

interface ScriptTypeInfo {
  /** BIP44/49/84/86 purpose: the first level of the standard account path. */
  purpose: number
  /** Output descriptor wrapping a key of this type, e.g. `wpkh(KEY)`. */
  wrap: (key: string) => string
  label: string
}

const INFO: Record<ScriptType, ScriptTypeInfo> = {
  legacy: { purpose: 44, wrap: (k) => `pkh(${k})`, label: 'Legacy (P2PKH)' },
  'nested-segwit': {
    purpose: 49,
    wrap: (k) => `sh(wpkh(${k}))`,
    label: 'Nested SegWit (P2SH-P2WPKH)',
  },
  'native-segwit': { purpose: 84, wrap: (k) => `wpkh(${k})`, label: 'Native SegWit (P2WPKH)' },
  taproot: { purpose: 86, wrap: (k) => `tr(${k})`, label: 'Taproot (P2TR)' },
}

export function isScriptType(value: unknown): value is ScriptType {
  return typeof value === 'string' && (SCRIPT_TYPES as readonly string[]).includes(value)
}

export function scriptTypeLabel(type: ScriptType): string {
  return INFO[type].label
}

export function wrapInDescriptor(type: ScriptType, key: string): string {
  return INFO[type].wrap(key)
}

/** The type a standard account path implies (m/84'/... is native segwit), if any. */
export function scriptTypeForPurpose(purpose: number): ScriptType | undefined {
  return SCRIPT_TYPES.find((type) => INFO[type].purpose === purpose)
}
