import { DecorativeImage } from '../../ui/DecorativeImage'

export interface TokenIconProps {
  url: string | undefined
  symbol: string
  size?: number | undefined
}

/**
 * A token's icon, else a disc with its symbol's first letter (no icon, or one
 * that fails to load). Decorative: the name and symbol stand beside it.
 */
export function TokenIcon({ url, symbol, size = 36 }: TokenIconProps) {
  return (
    <DecorativeImage
      url={url}
      className="al-token-icon"
      size={size}
      fallback={
        <span
          className="al-token-icon al-token-icon-generated"
          aria-hidden="true"
          // Drawn by CSS from the attribute: the letter must not join the row's text.
          data-initial={symbol.slice(0, 1).toUpperCase()}
          style={{ width: size, height: size }}
        />
      }
    />
  )
}
