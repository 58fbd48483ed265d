/**
 * Sign-in with X, SPEC §4: once an account is connected and sign-in is on,
 * an account without a stored session is asked to sign (SIWXSignMessage).
 * This file watches connections and holds the checks of SPEC §5, cancel and
 * sign-out on disconnect. Signing itself (signInRequest.ts) is a further dynamic
 * import: pages pay for it only when someone actually signs in.
 */
import {
  AirlockError,
  type CaipAddress,
  type CaipNetworkId,
  ErrorCatalogue,
  parseCaipAddress,
  UserRejectedError,
} from '@airlock/protocol'
import { lazyModule } from '../../lazyModule'
import { type ChainNamespace, networkRpcUrl } from '../../networks/types'
import { siwxFromOptions } from '../../siwx/siwxOptions'
import type { SIWXConfig } from '../../siwx/types'
import type { Disposable } from '../defineFeature'
import { failureMessage } from '../emailLogin/authSession'
import type { SignIn, SignInDeps } from './index'
import type { SignInProvider } from './signInRequest'

/** Signing itself: pages pay for it only when someone actually signs in. */
const signInRequest = lazyModule(() => import('./signInRequest'))

interface ConnectedAccount {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  chainId: CaipNetworkId
  address: string
}

/** The active namespace's account while the connection is 'connected'. */
function connectedAccount({ stores }: Pick<SignInDeps, 'stores'>): ConnectedAccount | undefined {
  if (stores.connection.getState().status !== 'connected') return undefined
  const { activeNamespace, chains } = stores.chains.getState()
  const caipAddress = activeNamespace ? chains[activeNamespace]?.account.caipAddress : undefined
  if (!activeNamespace || !caipAddress) return undefined
  const { caipNetworkId, address } = parseCaipAddress(caipAddress)
  return { namespace: activeNamespace, caipAddress, chainId: caipNetworkId, address }
}

/** The wallet said no (EIP-1193 4001), directly or through the SDK's own error. */
function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, rpcCode } = error as { code?: unknown; rpcCode?: unknown }
  return code === 4001 || rpcCode === 4001 || code === 'USER_REJECTED'
}

/**
 * The feature's code: loaded at start when the dapp configured sign-in (it watches
 * connections from then on and checks the current one now, so nothing is missed), else
 * by the first call, which then answers 'SIWX is not enabled'.
 */
export function start(deps: SignInDeps): SignIn & Disposable {
  const siwx = siwxFromOptions(deps)
  const { chains, connection, modal, router, siwx: state, toast } = deps.stores
  /** The CAIP-10 account last looked at, so each account is checked once per connection. */
  let checked: CaipAddress | undefined
  /** Accounts seen connected with their chains, to revoke on disconnect. Key: namespace:lowercase address. */
  const seen = new Map<
    string,
    { namespace: ChainNamespace; address: string; chains: Set<CaipNetworkId> }
  >()
  let inFlight: Promise<void> | undefined

  async function check(account: ConnectedAccount, config: SIWXConfig): Promise<void> {
    let sessions: unknown[] = []
    try {
      sessions = await config.getSessions(account.chainId, account.address)
    } catch (error) {
      // An unreadable store means no known session: ask, rather than let the account in unsigned.
      deps.logger.error('reading sign-in sessions failed', { error })
    }
    if (checked !== account.caipAddress) return
    if (sessions.length > 0) {
      state.getState().clear()
      return
    }
    state
      .getState()
      .prompt(
        { chainId: account.chainId, address: account.address },
        config.getRequired?.() ?? false,
      )
    deps.modal.open({ view: 'SIWXSignMessage' })
  }

  function revokeDisconnected(config: SIWXConfig): void {
    const live = connection.getState().connections
    for (const [key, account] of seen) {
      const lower = account.address.toLowerCase()
      const connected = live.some(
        (item) => item.namespace === account.namespace && item.address.toLowerCase() === lower,
      )
      if (connected) continue
      seen.delete(key)
      for (const chainId of account.chains) {
        config
          .revokeSession(chainId, account.address)
          .catch((error: unknown) => deps.logger.error('revoking a sign-in failed', { error }))
      }
    }
  }

  function onChange(): void {
    if (!siwx) return
    if (siwx.signOutOnDisconnect) revokeDisconnected(siwx)
    const account = connectedAccount(deps)
    if (account?.caipAddress === checked) return
    checked = account?.caipAddress
    if (!account) {
      state.getState().clear()
      return
    }
    if (siwx.signOutOnDisconnect) {
      const key = `${account.namespace}:${account.address.toLowerCase()}`
      const entry = seen.get(key) ?? { ...account, chains: new Set<CaipNetworkId>() }
      entry.chains.add(account.chainId)
      seen.set(key, entry)
    }
    // EVM (personal_sign) and Solana (solana:signIn or signMessage); Bitcoin waits for its signer.
    if (deps.getProvider(account.namespace)) void check(account, siwx)
    else state.getState().clear()
  }

  const unsubscribers = siwx ? [connection.subscribe(onChange), chains.subscribe(onChange)] : []
  onChange()

  /** Decline or failure: the view stays (or comes back) with the reason, and a toast says it too. */
  function failed(error: unknown): Error {
    const declined = isUserRejection(error)
    const message = declined ? ErrorCatalogue.SIGNATURE_DECLINED : failureMessage(error)
    state.getState().failed(message)
    if (!modal.getState().open || router.getState().view !== 'SIWXSignMessage')
      deps.modal.open({ view: 'SIWXSignMessage' })
    toast.getState().showError(message)
    if (declined)
      return new UserRejectedError('SIGNATURE_DECLINED', { rpcCode: 4001, cause: error })
    return error instanceof Error
      ? error
      : new AirlockError('SOMETHING_WENT_WRONG', { cause: error })
  }

  async function sign(
    config: SIWXConfig,
    provider: SignInProvider,
    account: ConnectedAccount,
    rpcUrl: string | undefined,
  ): Promise<void> {
    state.getState().startSigning()
    try {
      const { signInWithWallet } = await signInRequest.load()
      await signInWithWallet({
        config,
        provider,
        chainId: account.chainId,
        address: account.address,
        rpcUrl,
      })
    } catch (error) {
      throw failed(error)
    }
    state.getState().clear()
    deps.modal.close()
  }

  return {
    requestSignIn() {
      if (!siwx) return Promise.reject(new AirlockError('SIWX_NOT_ENABLED'))
      const { activeNamespace, chains: byNamespace } = chains.getState()
      const chain = activeNamespace ? byNamespace[activeNamespace] : undefined
      const account = connectedAccount(deps)
      if (!activeNamespace || !chain?.account.caipAddress || !account)
        return Promise.reject(new AirlockError('SIWX_NO_CAIP_ADDRESS'))
      if (!chain.network.caipNetwork)
        return Promise.reject(new AirlockError('SIWX_NO_CAIP_NETWORK'))
      const provider = deps.getProvider(activeNamespace)
      if (!provider) return Promise.reject(new AirlockError('SIWX_NO_CONNECTION_CLIENT'))
      // A second click while the wallet is asking joins the same request.
      inFlight ??= sign(siwx, provider, account, networkRpcUrl(chain.network.caipNetwork)).finally(
        () => {
          inFlight = undefined
        },
      )
      return inFlight
    },
    async cancelSignIn() {
      if (siwx?.getRequired?.()) {
        await deps.disconnect()
        state.getState().clear()
      } else {
        state.getState().clear()
        deps.modal.close()
      }
      router.getState().reset('Connect')
    },
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}
