import { textsNow } from '../../lib/i18n'
import { type ToastInput, toast } from '../../lib/toast'
import { demoFamilyTexts } from './texts'

/**
 * What every action of the demo shows instead of calling the API (spec 2: "Every action is
 * a demo alert only"), in the language shown. The spec gives no wording; this one says what
 * happened and what to do for real.
 */
export function demoAlert(): ToastInput {
  const t = textsNow(demoFamilyTexts)
  return { title: t('alertTitle'), description: t('alertDescription') }
}

export function showDemoAlert(): void {
  toast(demoAlert())
}
