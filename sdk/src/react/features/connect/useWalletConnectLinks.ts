import { useEffect, useRef } from 'react'
import {
  type WalletConnectLinks,
  walletConnectLinks,
} from '../../../core/connectors/walletConnect/walletConnectLinks'
import type { WalletConnectStore } from '../../../core/connectors/walletConnect/walletConnectState'
import type { WalletRedirect } from '../../../core/connectors/walletRedirect'
import { isMobile } from '../../../core/platform/isMobile'
import { useStore } from '../../useStore'
import { openRedirect } from './openRedirect'

/**
 * The picked wallet's links for the current pairing URI (walletConnectLinks.ts),
 * and its app opened by itself once, for the first URI this view shows: a
 * replacement URI (expiry) must not drag the visitor back into the app. `open`
 * follows a link on a click and marks the pairing as linked.
 */
export function useWalletConnectLinks(store: WalletConnectStore): {
  links: WalletConnectLinks | undefined
  open(redirect: WalletRedirect): void
} {
  const uri = useStore(store, (state) => state.uri)
  const chosen = useStore(store, (state) => state.chosen)
  const links =
    chosen && uri ? walletConnectLinks(chosen.item, { uri, isMobile: isMobile() }) : undefined
  const opened = useRef(false)
  const auto = links?.auto

  useEffect(() => {
    if (!auto || opened.current) return
    opened.current = true
    store.setState({ linked: true })
    openRedirect(auto)
  }, [auto, store])

  return {
    links,
    open(redirect) {
      store.setState({ linked: true })
      openRedirect(redirect)
    },
  }
}
