import type { CaipNetwork } from '../../../core/networks/types'
import { DecorativeImage } from '../../ui/DecorativeImage'

/**
 * A stable hue per network, so a network without an image keeps its colour
 * from view to view. FNV-1a: neighbouring chain ids (31337, 31338) must not
 * land on neighbouring hues.
 */
function hueOf(id: string): number {
  let hash = 0x811c9dc5
  for (const char of id) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193)
  return (hash >>> 0) % 360
}

/** 'Localhost 2' → 'L2', 'Solana' → 'S'. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
}

export interface NetworkImageProps {
  network: CaipNetwork | undefined
  size?: number | undefined
}

/**
 * The network's image (`assets.imageUrl`), else a badge generated from its name.
 * Decorative: the name always stands beside it, so it adds nothing to the label.
 */
export function NetworkImage({ network, size = 28 }: NetworkImageProps) {
  const url = network?.assets?.imageUrl
  const style = { width: size, height: size }
  const name = network?.name ?? '?'
  const hue = hueOf(network?.caipNetworkId ?? name)
  const badge = (
    <span
      className="al-network-image al-network-image-generated"
      aria-hidden="true"
      data-testid="network-badge"
      // Drawn by CSS, not a text node: the initials must not join a button's visible label.
      data-initials={initialsOf(name)}
      style={{
        ...style,
        // Pale ground, deep ink of the same hue: readable (≥ 4.5:1) whatever the hue.
        background: `hsl(${hue} 70% 88%)`,
        color: `hsl(${hue} 65% 24%)`,
        fontSize: Math.round(size * 0.4),
      }}
    />
  )
  return <DecorativeImage url={url} className="al-network-image" size={size} fallback={badge} />
}
