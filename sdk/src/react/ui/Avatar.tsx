import { identicon } from './identicon'

/** A gradient identicon for an address; decorative, the address is always written beside it. */
export function Avatar({ address, size = 72 }: { address: string; size?: number }) {
  const { colors, angle } = identicon(address)
  const [first, second, third] = colors
  return (
    <span
      className="al-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 25%, ${third} 0%, transparent 55%), conic-gradient(from ${angle}deg, ${first}, ${second}, ${third}, ${first})`,
      }}
    />
  )
}
