/**
 * The approval card: who asks (the verified origin, and the name the dapp gives
 * itself), on which chain, with which account, and what exactly, then Reject/Approve
 * (Approve only once the card has been fully visible for a moment: ApprovalActions).
 */
import { type CSSProperties, useRef, useState } from 'react'
import type { PendingApproval } from '../approval/queue'
import type { FrameUiState } from '../uiState'
import { ApprovalActions } from './ApprovalActions'
import styles from './approval.module.css'
import { DetailView } from './DetailView'
import { Visible } from './Visible'

export interface ApprovalCardProps {
  approval: PendingApproval
  ui: FrameUiState
  onDecide: (id: number, approved: boolean) => void
}

export function ApprovalCard({ approval, ui, onDecide }: ApprovalCardProps) {
  const { description } = approval
  // A broken icon says nothing useful: hide it rather than show the broken-image glyph.
  const [iconFailed, setIconFailed] = useState(false)
  const card = useRef<HTMLElement>(null)
  const style = ui.accent ? ({ '--accent': ui.accent } as CSSProperties) : undefined
  return (
    <main
      ref={card}
      className={styles.card}
      data-theme={ui.themeMode}
      style={style}
      aria-labelledby="approval-title"
    >
      <header className={styles.header}>
        {ui.dappIcon && !iconFailed && (
          // biome-ignore lint/performance/noImgElement: next/image would fetch any dapp's URL through this server
          <img
            className={styles.icon}
            src={ui.dappIcon}
            alt=""
            width={40}
            height={40}
            referrerPolicy="no-referrer"
            onError={() => setIconFailed(true)}
          />
        )}
        <div>
          <h1 id="approval-title">{description.action}</h1>
          <p className={styles.origin}>
            Request from <strong>{ui.origin}</strong>
          </p>
          {ui.dappName && (
            <p className={styles.muted}>
              The site calls itself “<Visible text={ui.dappName} />”
            </p>
          )}
        </div>
      </header>
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
      <ApprovalActions card={card} id={approval.id} onDecide={onDecide} />
    </main>
  )
}
