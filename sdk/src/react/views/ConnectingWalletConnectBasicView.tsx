/**
 * Stand-in for the WalletConnect QR view (it comes with the WalletConnect
 * issue): a WalletConnect-only dapp opening on desktop lands here (SPEC §2),
 * and says plainly that nothing can connect yet.
 */
export function ConnectingWalletConnectBasicView() {
  return (
    <div className="al-view">
      <p className="al-lead">WalletConnect is not configured for this app.</p>
    </div>
  )
}
