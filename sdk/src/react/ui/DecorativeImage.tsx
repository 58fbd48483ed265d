import { type ReactNode, useState } from 'react'

export interface DecorativeImageProps {
  url: string | undefined
  className: string
  size: number
  /** Shown without a URL, and in place of an image that failed to load. */
  fallback: ReactNode
}

/**
 * An icon beside a name that says the same (alt=""): the image while it loads
 * fine, else the fallback; a new URL gets a new try.
 */
export function DecorativeImage({ url, className, size, fallback }: DecorativeImageProps) {
  const [failed, setFailed] = useState<string>()
  if (!url || failed === url) return fallback
  return (
    <img
      className={className}
      src={url}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      draggable={false}
      onError={() => setFailed(url)}
    />
  )
}
