/**
 * The body of an RPC request's card: the warnings first (a hand-over of something of
 * the user's, a mismatched chain), what is at stake, then network, account, method and
 * the decoded request.
 */
import type { ApprovalDescription } from '../approval/describe'
import styles from './approval.module.css'
import { DetailView } from './DetailView'
import { Visible } from './Visible'

export function RequestView({ description }: { description: ApprovalDescription }) {
  return (
    <>
      {description.warnings.length > 0 && (
        <section className={styles.alert} role="alert" aria-label="Warning">
          {description.warnings.map((warning) => (
            <p key={warning}>
              ⚠ <Visible text={warning} />
            </p>
          ))}
        </section>
      )}
      {description.stakes.length > 0 && (
        <section className={styles.stakes} aria-label="What is at stake">
          <strong>What is at stake</strong>
          {description.stakes.map((stake) => (
            <p key={stake}>
              <Visible text={stake} />
            </p>
          ))}
        </section>
      )}
      <dl className={styles.summary}>
        <div className={styles.field}>
          <dt>Network</dt>
          <dd>
            {description.chain.name}
            {description.chain.name !== description.chain.caip2 && (
              <span className={styles.muted}> ({description.chain.caip2})</span>
            )}
          </dd>
        </div>
        {description.account && (
          <div className={styles.field}>
            <dt>Account</dt>
            <dd>{description.account}</dd>
          </div>
        )}
        <div className={styles.field}>
          <dt>Method</dt>
          <dd>{description.method}</dd>
        </div>
      </dl>
      <div className={styles.details}>
        {description.details.map((detail, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: details never reorder
          <DetailView key={index} detail={detail} />
        ))}
      </div>
    </>
  )
}
