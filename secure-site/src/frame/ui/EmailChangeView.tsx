/**
 * The body of the email-change card: the question, both addresses in full, the
 * wallet, and what follows an Approve (the codes; the other devices signed out).
 */
import type { EmailChangeDescription } from '../approval/emailChange'
import styles from './approval.module.css'

export function EmailChangeView({ description }: { description: EmailChangeDescription }) {
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-label="Email change">
        <p className={styles.question}>{description.question}</p>
        <dl className={styles.summary}>
          <div className={styles.field}>
            <dt>From</dt>
            <dd>{description.from}</dd>
          </div>
          <div className={styles.field}>
            <dt>To</dt>
            <dd>{description.to}</dd>
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
        with {description.to} only, and every other device is signed out.
      </p>
    </div>
  )
}
