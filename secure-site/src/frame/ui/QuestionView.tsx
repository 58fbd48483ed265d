/**
 * The body of a question card (approval/question.ts): the question, its facts in full
 * (invisible characters shown as escapes, as everywhere on the card), and the note.
 */
import type { QuestionDescription } from '../approval/question'
import styles from './approval.module.css'
import { Visible } from './Visible'

export function QuestionView({ description }: { description: QuestionDescription }) {
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-label={description.action}>
        <p className={styles.question}>
          <Visible text={description.question} />
        </p>
        <dl className={styles.summary}>
          {description.facts.map((fact) => (
            <div className={styles.field} key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>
                <Visible text={fact.value} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <p className={styles.muted}>{description.note}</p>
    </div>
  )
}
