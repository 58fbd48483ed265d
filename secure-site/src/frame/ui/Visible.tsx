/**
 * Text as the card shows it: every invisible or control character (approval/
 * visibleText.ts) drawn as a marked escape such as `\u{202E}`, so it can neither hide
 * nor reorder what is around it, and a dapp cannot pass typed backslashes off as one.
 */
import { visibleSegments } from '../approval/visibleText'
import styles from './approval.module.css'

export function Visible({ text, lineBreaks = false }: { text: string; lineBreaks?: boolean }) {
  return (
    <>
      {visibleSegments(text, { lineBreaks }).map((segment, index) =>
        segment.escaped ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable string
          <span key={index} className={styles.escape} title="Invisible character">
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}
