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
}

const INFO: Record<ScriptType, ScriptTypeInfo> = {
  legacy: { purpose: 44, wrap: (k) => `pkh(${k})` },
  'nested-segwit': { purpose: 49, wrap: (k) => `sh(wpkh(${k}))` },
  'native-segwit': { purpose: 84, wrap: (k) => `wpkh(${k})` },
  taproot: { purpose: 86, wrap: (k) => `tr(${k})` },
}

export function wrapInDescriptor(type: ScriptType, key: string): string {
  return INFO[type].wrap(key)
}

/** The type a standard account path implies (m/84'/... is native segwit), if any. */
export function scriptTypeForPurpose(purpose: number): ScriptType | undefined {
  return SCRIPT_TYPES.find((type) => INFO[type].purpose === purpose)
}
