import { type ToastInput, toast } from '../../lib/toast'

/**
 * What every action of the demo shows instead of calling the API (spec 2: "Every action is
 * a demo alert only"). The spec gives no wording; this one says what happened and what to
 * do for real.
 */
export const DEMO_ALERT = {
  title: 'Demo Mode',
  description:
    'This is a demo with sample data, so nothing was changed. Sign in to do this for your own family.',
} satisfies ToastInput

export function showDemoAlert(): void {
  toast(DEMO_ALERT)
}
