/**
 * The body of the email-change card: the question, both addresses in full (invisible
 * characters shown as escapes, as everywhere on the card), the wallet, and what follows
 * an Approve (the codes; the other devices signed out).
 */
import type { EmailChangeDescription } from '../approval/emailChangeCard'
import styles from './approval.module.css'
import { Visible } from './Visible'

export function EmailChangeView({ description }: { description: EmailChangeDescription }) {
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-label="Email change">
        <p className={styles.question}>
          <Visible text={description.question} />
        </p>
        <dl className={styles.summary}>
          <div className={styles.field}>
            <dt>From</dt>
            <dd>
              <Visible text={description.from} />
            </dd>
          </div>
          <div className={styles.field}>
            <dt>To</dt>
            <dd>
              <Visible text={description.to} />
            </dd>
          </div>
          {description.account && (
            <div className={styles.field}>
              <dt>Wallet</dt>
              <dd>{description.account}</dd>
            </div>
          )}
        </dl>
      </section>
      <p className={styles.muted}>
        After you approve, a code goes to each address. Once both are entered, the wallet signs in
        with <Visible text={description.to} /> only, and every other device is signed out.
      </p>
    </div>
  )
}
