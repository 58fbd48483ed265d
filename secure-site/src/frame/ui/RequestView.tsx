/** The body of an RPC request's card: network, account, method, then the decoded request. */
import type { ApprovalDescription } from '../approval/describe'
import styles from './approval.module.css'
import { DetailView } from './DetailView'

export function RequestView({ description }: { description: ApprovalDescription }) {
  return (
    <>
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
