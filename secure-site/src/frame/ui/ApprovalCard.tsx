/**
 * The approval card: who asks (the verified origin, and the name the dapp gives
 * itself), what exactly (an RPC request on its chain and account, or an email
 * change), then Reject/Approve (Approve only once the card has been fully visible for
 * a moment: ApprovalActions). One card for both, so every rule on its buttons holds
 * for both.
 */
import { type CSSProperties, useRef, useState } from 'react'
import { isEmailChange } from '../approval/emailChangeCard'
import { isQuestion } from '../approval/question'
import type { PendingApproval } from '../approval/queue'
import type { FrameUiState } from '../uiState'
import { ApprovalActions } from './ApprovalActions'
import styles from './approval.module.css'
import { EmailChangeView } from './EmailChangeView'
import { QuestionView } from './QuestionView'
import { RequestView } from './RequestView'
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
      {isQuestion(description) ? (
        <QuestionView description={description} />
      ) : isEmailChange(description) ? (
        <EmailChangeView description={description} />
      ) : (
        <RequestView description={description} />
      )}
      <ApprovalActions card={card} id={approval.id} onDecide={onDecide} />
    </main>
  )
}
