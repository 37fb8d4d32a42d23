import { useId } from 'react'
import { NOTICES } from '../../../../config/messages'
import { useTexts } from '../../../../lib/i18n'
import { notify } from '../../../../lib/notify'
import { dashboardTexts } from '../texts'

const LESSONS = [
  { title: 'lessonWhatIsBitcoin', minutes: 5 },
  { title: 'lessonSavingVsSpending', minutes: 3 },
] as const

/** Two lessons to come; for now each says so. */
export function LearnBitcoinCard() {
  const t = useTexts(dashboardTexts)
  const headingId = useId()
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{t('learnTitle')}</h3>
      <ul className="lesson-list">
        {LESSONS.map((lesson) => (
          <li key={lesson.title}>
            <button
              type="button"
              className="secondary outline lesson-button"
              onClick={() => notify(NOTICES.comingSoon)}
            >
              {t(lesson.title)} <small>{t('lessonMinutes', { minutes: lesson.minutes })}</small>
            </button>
          </li>
        ))}
      </ul>
    </article>
  )
}
