import type { Role } from '@api/features/auth/auth.schemas'
import { useState } from 'react'
import { ChildPickerView } from '../../../features/children/components/child-picker'
import { createDemoFamily } from '../../../features/demo/demo-family'
import { demoFamilyTexts } from '../../../features/demo/texts'
import { useTexts } from '../../../lib/i18n'
import { usePageMeta } from '../../../lib/page-meta'
import { ViewToggle } from '../dashboard/components/view-toggle'
import { dashboardTexts } from '../dashboard/texts'
import { DemoButton } from './demo-button'
import { DemoChildView } from './demo-child-view'
import { DemoHeader } from './demo-header'
import { DemoParentView } from './demo-parent-view'
import { SignInCall } from './sign-in-call'
import { demoTexts } from './texts'

/** The demo shows the family as its parent sees it. */
const DEMO_ROLE: Role = 'parent'

type DemoView = { kind: 'parent' } | { kind: 'child-picker' } | { kind: 'child'; childId: number }

/**
 * /demo and /demo-dashboard: the dashboard of a sample family, with no sign-in and no
 * call to the server. Child View starts with the child picker, as the real one does.
 */
export function DemoDashboardRoute() {
  const demo = useTexts(demoTexts)
  const t = useTexts(dashboardTexts)
  usePageMeta({ title: demo('title'), description: demo('description') })
  const say = useTexts(demoFamilyTexts)
  // Dates follow the day the page opened; the words, the language shown.
  const [now] = useState(() => new Date())
  const family = createDemoFamily(now, say)
  const [view, setView] = useState<DemoView>({ kind: 'parent' })

  return (
    <>
      <DemoHeader />
      <main className="container">
        <div className="dashboard-intro">
          <h1>{t('welcomeName', { name: family.parentName })}</h1>
          <ViewToggle
            role={DEMO_ROLE}
            isChildView={view.kind !== 'parent'}
            onParentView={() => setView({ kind: 'parent' })}
            onChildView={() => setView({ kind: 'child-picker' })}
          />
        </div>
        <p>{demo('intro')}</p>
        {view.kind === 'parent' && <DemoParentView family={family} />}
        {view.kind === 'child-picker' && (
          <ChildPickerView
            childList={family.children}
            onSelect={(childId) => setView({ kind: 'child', childId })}
            onBack={() => setView({ kind: 'parent' })}
            actionsOf={() => (
              <DemoButton className="secondary outline">{demo('childSignIn')}</DemoButton>
            )}
          />
        )}
        {view.kind === 'child' && (
          <>
            <p>
              <button
                type="button"
                className="secondary outline"
                onClick={() => setView({ kind: 'child-picker' })}
              >
                {t('chooseAnotherChild')}
              </button>
            </p>
            <DemoChildView family={family} childId={view.childId} />
          </>
        )}
        <SignInCall />
      </main>
    </>
  )
}
