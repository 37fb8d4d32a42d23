import { type GuardedRoute, whoMayCall } from '@api/contracts/access'
import type { ReactNode } from 'react'
import { useTexts } from '../lib/i18n'
import { useMayCall } from '../lib/use-may-call'
import { componentTexts } from './texts'

export type OnlyForProps = {
  /** The call the controls make; who may make it decides who sees them. */
  route: GuardedRoute
  /** What those who may do, after "The account holder" or "A parent": "connects the wallet". */
  task: string
  children: ReactNode
}

/**
 * Shows its controls only to those the server lets make `route`'s call; anyone else
 * reads who can ("The account holder connects the family's Lightning wallet.") instead
 * of meeting an "Access denied" after filling a form.
 */
export function OnlyFor({ route, task, children }: OnlyForProps) {
  const t = useTexts(componentTexts)
  const may = useMayCall(route)
  if (may === undefined) return null
  if (may) return children
  return <p className="notice">{t('onlyFor', { who: whoMayCall(route), task })}</p>
}
