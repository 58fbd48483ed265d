import { identicon } from '../ui/identicon'

/** The account's gradient face, as the modal draws it; decorative, the address is written beside it. */
export function ButtonAvatar({ address }: { address: string }) {
  const { colors, angle } = identicon(address)
  const [first, second, third] = colors
  return (
    <span
      className="al-btn-avatar"
      aria-hidden="true"
      style={{
        background: `radial-gradient(circle at 30% 25%, ${third} 0%, transparent 55%), conic-gradient(from ${angle}deg, ${first}, ${second}, ${third}, ${first})`,
      }}
    />
  )
}
