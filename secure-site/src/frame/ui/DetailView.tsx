/** One decoded part of a request: message text, tree, transaction fields or encoded bytes. */
import type { ApprovalDetail } from '../approval/describe'
import styles from './approval.module.css'
import { TreeView } from './TreeView'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export function DetailView({ detail }: { detail: ApprovalDetail }) {
  switch (detail.kind) {
    case 'message':
      return (
        <section className={styles.section} aria-label={detail.title}>
          <h2>
            {detail.title}
            {detail.encoding === 'hex' && <span className={styles.badge}>hex</span>}
          </h2>
          <pre className={styles.message}>
            {detail.text === '' ? '(empty message)' : detail.text}
          </pre>
        </section>
      )
    case 'tree':
      return (
        <section className={styles.section} aria-label={detail.title}>
          <h2>{detail.title}</h2>
          <TreeView nodes={detail.nodes} />
        </section>
      )
    case 'transaction':
      return (
        <section className={styles.section} aria-label={detail.title}>
          <h2>{detail.title}</h2>
          <dl>
            <Field label="To" value={detail.to ?? '(contract creation)'} />
            <Field label="Value" value={detail.value} />
            <Field label="Data" value={detail.data ?? '(none)'} />
          </dl>
        </section>
      )
    case 'encoded':
      return (
        <section className={styles.section} aria-label={detail.title}>
          <h2>{detail.title}</h2>
          <dl>
            <Field
              label="Size"
              value={detail.bytes === null ? 'unreadable' : `${detail.bytes} bytes`}
            />
            <Field label="Encoded" value={detail.preview} />
          </dl>
        </section>
      )
  }
}
