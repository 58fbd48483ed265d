/**
 * What a refused frame shows to whoever looks at the page (opened top-level, or embedded
 * by a stranger); the embedder itself gets no message at all. A chunk of its own, so the
 * card's CSS module stays out of the script every frame runs before READY.
 */
import styles from './approval.module.css'

export const REFUSED_NOTICE =
  'This is the Airlock secure frame. It only runs inside an app that is allowed to embed it.'

export function showRefusedNotice(root: Element): void {
  const notice = root.ownerDocument.createElement('p')
  notice.className = styles.notice ?? ''
  notice.textContent = REFUSED_NOTICE
  root.append(notice)
}
