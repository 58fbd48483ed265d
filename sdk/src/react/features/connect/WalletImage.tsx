import { useEffect } from 'react'
import type { InstanceWalletCatalog } from '../../../core/clients/apiClients'
import { useAirlockInstance } from '../../AirlockContext'
import { DecorativeImage } from '../../ui/DecorativeImage'
import { identicon } from '../../ui/identicon'
import { useStore } from '../../useStore'

export interface WalletImageProps {
  name: string
  /** An installed wallet's EIP-6963 icon (a data URI) or a custom wallet's image. */
  imageUrl?: string | undefined
  /** A catalogue image, loaded through the wallet catalogue (object URL). */
  imageId?: string | undefined
  size?: number | undefined
}

/**
 * Image ids each catalogue already asked for once: the catalogue preloads every
 * page's icons, so one still missing failed, and a row re-mounting as the list
 * scrolls must not ask again. Keyed by the instance's catalogue: nothing shared.
 */
const asked = new WeakMap<InstanceWalletCatalog, Set<string>>()

function askOnce(catalog: InstanceWalletCatalog, imageId: string): void {
  const ids = asked.get(catalog) ?? new Set()
  asked.set(catalog, ids)
  if (ids.has(imageId)) return
  ids.add(imageId)
  void catalog.loadImage(imageId)
}

/** A wallet's icon; its initial in a ring of its own colour while there is none. Decorative: the name is beside it. */
export function WalletImage({ name, imageUrl, imageId, size = 40 }: WalletImageProps) {
  const catalog = useAirlockInstance().walletCatalog
  const loaded = useStore(catalog.store, (state) => (imageId ? state.images[imageId] : undefined))
  const src = imageUrl ?? loaded

  useEffect(() => {
    if (imageId && !imageUrl && !loaded) askOnce(catalog, imageId)
  }, [catalog, imageId, imageUrl, loaded])

  // The colour is the ring's: the letter stays in the theme's text colours, readable on any hue.
  const [ring] = identicon(name).colors
  const initial = (
    <span
      className="al-wallet-image al-wallet-fallback"
      aria-hidden="true"
      data-fallback=""
      style={{ width: size, height: size, boxShadow: `inset 0 0 0 2px ${ring}` }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
  return <DecorativeImage url={src} className="al-wallet-image" size={size} fallback={initial} />
}
