/** One decoded part of a request: message text, tree, listed fields or encoded bytes. */
import type { ApprovalDetail } from '../approval/describe'
import { hasInvisible, revealInvisible } from '../approval/visibleText'
import styles from './approval.module.css'
import { TreeView } from './TreeView'
import { Visible } from './Visible'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.field}>
      <dt>
        <Visible text={label} />
      </dt>
      <dd>
        <Visible text={value} />
      </dd>
    </div>
  )
}

export function DetailView({ detail }: { detail: ApprovalDetail }) {
  const title = <Visible text={detail.title} />
  const label = revealInvisible(detail.title)
  switch (detail.kind) {
    case 'message':
      return (
        <section className={styles.section} aria-label={label}>
          <h2>
            {title}
            {detail.encoding === 'hex' && <span className={styles.badge}>hex</span>}
          </h2>
          {hasInvisible(detail.text, { lineBreaks: true }) && (
            <p className={styles.warning} role="note">
              This message holds invisible characters, shown as \u{'{…}'} escapes.
            </p>
          )}
          <pre className={styles.message}>
            {detail.text === '' ? '(empty message)' : <Visible text={detail.text} lineBreaks />}
          </pre>
        </section>
      )
    case 'tree':
      return (
        <section className={styles.section} aria-label={label}>
          <h2>{title}</h2>
          <TreeView nodes={detail.nodes} />
        </section>
      )
    case 'fields':
      return (
        <section className={styles.section} aria-label={label}>
          <h2>{title}</h2>
          <dl>
            {detail.fields.map((field, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fields never reorder
              <Field key={index} label={field.label} value={field.value} />
            ))}
          </dl>
        </section>
      )
    case 'encoded':
      return (
        <section className={styles.section} aria-label={label}>
          <h2>{title}</h2>
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
