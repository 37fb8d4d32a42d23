import { useId } from 'react'
import { NOTICES } from '../../../../config/messages'
import { notify } from '../../../../lib/notify'

const LESSONS = [
  { title: 'What is Bitcoin', minutes: 5 },
  { title: 'Saving vs Spending', minutes: 3 },
] as const

/** Two lessons to come; for now each says so. */
export function LearnBitcoinCard() {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>Learn About Bitcoin</h3>
      <ul className="lesson-list">
        {LESSONS.map((lesson) => (
          <li key={lesson.title}>
            <button
              type="button"
              className="secondary outline lesson-button"
              onClick={() => notify(NOTICES.comingSoon)}
            >
              {lesson.title} <small>({lesson.minutes} min)</small>
            </button>
          </li>
        ))}
      </ul>
    </article>
  )
}
