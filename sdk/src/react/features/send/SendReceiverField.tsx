import { useId } from 'react'
import { ProfileAvatar } from '../account/ProfileAvatar'

export interface SendReceiverFieldProps {
  /** What the user typed. */
  value: string
  onChange(text: string): void
  /** The core's answer for the latest input (send store). */
  address: string | undefined
  name: string | undefined
  image: string | undefined
  /** A lookup of the latest input is under way. */
  looking: boolean
  disabled?: boolean | undefined
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * "Receiver": an address or a name. Under it, what the core made of it: the
 * address's name and avatar, or the address a name resolves to. The core
 * applies only the latest input's lookup, so what shows is never stale.
 */
export function SendReceiverField({
  value,
  onChange,
  address,
  name,
  image,
  looking,
  disabled,
}: SendReceiverFieldProps) {
  const inputId = useId()
  const resolvedId = useId()
  const typed = value.trim()
  // Typed an address: show who it is. Typed a name: show where it leads.
  const typedAddress = address !== undefined && sameAddress(typed.replace(/^(?!0x)/, '0x'), address)
  return (
    <div className="al-field al-send-receiver">
      <label className="al-send-label" htmlFor={inputId}>
        Receiver
      </label>
      <input
        id={inputId}
        className="al-input al-send-input"
        value={value}
        placeholder="Address or name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        aria-describedby={resolvedId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={resolvedId} className="al-send-resolved" role="status" data-testid="send-receiver">
        {typed && looking && !name && <span className="al-muted">Looking up…</span>}
        {address && name && (
          <span className="al-send-profile">
            <ProfileAvatar address={address} image={image} size={20} />
            {typedAddress ? (
              <span className="al-send-profile-name">{name}</span>
            ) : (
              <span className="al-send-profile-address">{address}</span>
            )}
          </span>
        )}
      </div>
    </div>
  )
}
