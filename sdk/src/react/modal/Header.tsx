import { IconButton } from '../ui/IconButton'
import { BackIcon, CloseIcon } from '../ui/icons'

export interface HeaderProps {
  title: string
  /** The id the dialog's aria-labelledby points at. */
  titleId: string
  /** Shown only when there is somewhere to go back to. */
  onBack?: (() => void) | undefined
  onClose(): void
}

export function Header({ title, titleId, onBack, onClose }: HeaderProps) {
  // A div, not <header>: outside sectioning content a header is the page's banner landmark,
  // and the dapp has its own. The dialog is labelled by the title below.
  return (
    <div className="al-header">
      <div className="al-header-side">
        {onBack && (
          <IconButton label="Back" onClick={onBack}>
            <BackIcon />
          </IconButton>
        )}
      </div>
      <h2 id={titleId} className="al-title">
        {title}
      </h2>
      <div className="al-header-side al-header-end">
        <IconButton label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
    </div>
  )
}
