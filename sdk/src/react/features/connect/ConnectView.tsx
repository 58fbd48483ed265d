import { WALLETS_RECOMMENDED_ENTRIES } from '@airlock/protocol'
import { Fragment, useEffect, useState } from 'react'
import { connectMethodOrder } from '../../../core/connectors/connectMethodOrder'
import { orderWallets } from '../../../core/connectors/connectorOrder'
import { getRecentWallets } from '../../../core/connectors/recentWallets'
import { createWalletStorage } from '../../../core/connectors/walletStorage'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { ShieldIcon, WalletIcon } from '../../ui/icons'
import { useStore } from '../../useStore'
import { EmailLoginForm } from '../emailLogin/EmailLoginForm'
import { SocialButtons } from '../socialLogin/SocialButtons'
import { socialLayout } from '../socialLogin/socialLayout'
import { useOpenWallet } from './useOpenWallet'
import { WalletList } from './WalletList'

/** 561 → '560+', 7 → '7' (the incumbent's rounding: the exact number is noise). */
function walletCountLabel(count: number): string {
  const rounded = count < 10 ? count : Math.floor(count / 10) * 10
  return rounded < count ? `${rounded}+` : String(rounded)
}

/**
 * Connect: the wallets in SPEC §1's order, the email login and the social logins,
 * wallets first when an extension is installed, email and social first otherwise.
 */
export function ConnectView() {
  const instance = useAirlockInstance()
  const { connection, options, router } = instance.stores
  const catalog = instance.walletCatalog
  const features = useStore(options, (state) => state.features)
  const connectors = useStore(connection, (state) => state.connectors)
  // Re-rendered when a connect settles: it may have changed the recent wallets read below.
  useStore(connection, (state) => state.status)
  const availableSocials = useStore(instance.stores.socialLogin, (state) => state.available)
  const featured = useStore(catalog.store, (state) => state.featured)
  const recommended = useStore(catalog.store, (state) => state.recommended)
  const total = useStore(catalog.store, (state) => state.total)
  const hasMore = useStore(catalog.store, (state) => state.hasMore)
  // Before the catalogue's first answer ('idle' and 'loading'; 'ready' from the start without a
  // wallet API) its rows keep their place, so the view's sections, their order and the
  // dialog's height are those of its first frame when the wallets arrive (issue 24 §4).
  const pending = useStore(
    catalog.store,
    (state) => state.status === 'idle' || state.status === 'loading',
  )
  const openWallet = useOpenWallet()
  const [walletsShown, setWalletsShown] = useState(false)

  // The recommended wallets; their answer also carries the catalogue's size for All Wallets.
  useEffect(() => {
    void catalog.load()
  }, [catalog])

  // A handful of rows from small inputs: cheaper to redo than to memoise on a storage read.
  // Recent wallets are this browser's (the storage every instance uses); read here, the
  // parser loads with the modal instead of with the page.
  const wallets = orderWallets({
    connectors,
    recent: getRecentWallets(createWalletStorage()),
    featured,
    recommended,
    custom: instance.customWallets,
  })
  const allWallets =
    features.allWallets && (hasMore || total > 0 || pending)
      ? {
          // The server's count, once the load answered; until then no number rather than a wrong one.
          count: total > 0 ? walletCountLabel(total) : undefined,
          onOpen: () => router.getState().push('AllWallets'),
        }
      : undefined
  const methods = connectMethodOrder({
    hasInstalledWallet: wallets.some((wallet) => wallet.installed),
    email: features.email,
    social: socialLayout(features.socials, availableSocials).first !== undefined,
    wallet: wallets.length > 0 || allWallets !== undefined || pending,
  })
  // features.emailShowWallets off: with email on, the wallets wait behind one button.
  const collapsed = features.email && !features.emailShowWallets && !walletsShown

  const sections = {
    email: <EmailLoginForm autoFocus={methods[0] === 'email'} />,
    wallet: collapsed ? (
      <Button variant="secondary" icon={<WalletIcon />} onClick={() => setWalletsShown(true)}>
        Continue with a wallet
      </Button>
    ) : (
      <WalletList
        wallets={wallets}
        onOpen={openWallet}
        allWallets={allWallets}
        // The recommended rows to come (featured ones are not counted: residual growth).
        placeholders={pending ? WALLETS_RECOMMENDED_ENTRIES : 0}
      />
    ),
    social: <SocialButtons />,
  }

  return (
    <div className="al-view al-connect">
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 && (
            <div className="al-divider" aria-hidden="true">
              <span>or</span>
            </div>
          )}
          {sections[method]}
        </Fragment>
      ))}
      <p className="al-footnote">
        <ShieldIcon size={14} />
        Your keys never touch this page
      </p>
    </div>
  )
}
