import {
  AirlockError,
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  type RequestPayload,
  rpcMethodPolicy,
  type SuccessPayload,
} from '@airlock/protocol'
import type { FrameBusStatus } from '../../clients/frame/frameBus'
import type { FrameRect } from '../../clients/frame/frameElement'
import {
  createFrameStorage,
  type FrameStorage,
  type PreferredAccountType,
} from '../../clients/frame/frameStorage'
import { type Logger, silentLogger } from '../../logger'
import { type AuthFrameOptions, createAuthFrame } from './authFrame'
import { assertEmailCooldownOver } from './emailCooldown'
import { withoutUndefined } from './withoutUndefined'

export const AUTH_CONNECTOR_ID = 'AUTH'
/**
 * What the approval view is told an email change is (in place of an RPC method): the
 * frame asks the user on its own card before any code is mailed.
 */
export const EMAIL_CHANGE_APPROVAL = 'UPDATE_EMAIL'
/** The approval name of REMOVE_SIGN_IN_METHOD: the frame shows its card meanwhile. */
export const SIGN_IN_METHOD_REMOVAL_APPROVAL = 'REMOVE_SIGN_IN_METHOD'

/** One way into the embedded wallet, as GET_SIGN_IN_METHODS lists it. */
export type SignInMethod = SuccessPayload<'GET_SIGN_IN_METHODS'>['methods'][number]

/** The embedded wallet's user; `userName` comes with a social login (CONNECT_SOCIAL, SPEC §3). */
export type FrameUser = SuccessPayload<'GET_USER'> & { userName?: string | undefined }
export type ConnectEmailAction = SuccessPayload<'CONNECT_EMAIL'>['action']
export type UpdateEmailAction = SuccessPayload<'UPDATE_EMAIL'>['action']
export type ThemeSync = RequestPayload<'SYNC_THEME'>
export type RpcRequestPayload = RequestPayload<'RPC_REQUEST'>
export type SocialProvider = RequestPayload<'GET_SOCIAL_REDIRECT_URI'>['provider']
export type FarcasterRequest = 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'

export interface AuthConnectorOptions extends Omit<AuthFrameOptions, 'onCreated' | 'logger'> {
  storage?: FrameStorage | undefined
  logger?: Logger | undefined
  /** Clock for the email cooldown; Date.now by default. */
  now?: (() => number) | undefined
  /**
   * A request that needs the user's click in the frame started (an RPC method, or
   * EMAIL_CHANGE_APPROVAL): the host must show the frame / the last one settled.
   */
  onApprovalStart?: ((method: string) => void) | undefined
  onApprovalEnd?: (() => void) | undefined
}

export interface AuthConnector {
  readonly id: typeof AUTH_CONNECTOR_ID
  readonly storage: FrameStorage
  /** 'none' until the iframe is created. */
  readonly frameStatus: FrameBusStatus | 'none'
  /** Creates the iframe now (at start, when the email-login-used flag is set). */
  ensureFrame(): void
  connectEmail(email: string): Promise<ConnectEmailAction>
  connectDevice(): Promise<void>
  connectOtp(otp: string): Promise<void>
  getUser(parameters?: RequestPayload<'GET_USER'>): Promise<FrameUser>
  isConnected(): Promise<boolean>
  switchNetwork(chainId: number | string, rpcUrl?: string): Promise<number | string>
  getChainId(): Promise<number | string>
  /** Resolves once the user approved the change on the frame's card and the first code went out. */
  updateEmail(email: string): Promise<UpdateEmailAction>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /** The wallet's email and linked providers (GET_SIGN_IN_METHODS, an extension). */
  getSignInMethods(): Promise<SignInMethod[]>
  /** Resolves with the methods left once the user approved the removal on the frame's card. */
  removeSignInMethod(id: string): Promise<SignInMethod[]>
  /** The secure site's start page for a new flow (where the popup goes), never the provider's URL. */
  getSocialRedirectUri(provider: SocialProvider): Promise<string>
  /**
   * Sign In With Farcaster's two requests: GET_FARCASTER_URI → `{ url }`, then
   * CONNECT_FARCASTER → `{ userName }`, which answers once the user signed in on their
   * Farcaster app (minutes, maybe) or the frame's flow expired; `timeoutMs` is the
   * host's own ceiling.
   */
  farcasterRequest<N extends FarcasterRequest>(
    name: N,
    timeoutMs?: number,
  ): Promise<SuccessPayload<N>>
  connectSocial(
    parameters: RequestPayload<'CONNECT_SOCIAL'>,
  ): Promise<SuccessPayload<'CONNECT_SOCIAL'>>
  signOut(): Promise<void>
  syncTheme(theme: ThemeSync): Promise<void>
  setPreferredAccount(type: PreferredAccountType): Promise<SuccessPayload<'SET_PREFERRED_ACCOUNT'>>
  reload(): Promise<void>
  rpcRequest(payload: RpcRequestPayload): Promise<unknown>
  /** Rejects open requests that wait for a click (unsafe RPC, UPDATE_EMAIL) with 'Request was aborted'; returns how many. */
  abortUnsafeRequests(): number
  showFrame(rect: FrameRect): void
  hideFrame(): void
  destroy(): void
}

function assertEmail(email: string): void {
  // Checked here, before the cooldown is recorded: a typo must not cost 30 s.
  if (!isValidEmail(email))
    throw new AirlockError('SOMETHING_WENT_WRONG', { message: EMAIL_INVALID_MESSAGE })
}

/**
 * The embedded-wallet connector: each method is one frame request plus the
 * host-side bookkeeping SPEC §4 asks for (cooldown, login cache). The iframe is
 * created on first use. The host never holds a session token.
 */
export function createAuthConnector(options: AuthConnectorOptions): AuthConnector {
  const storage = options.storage ?? createFrameStorage()
  const logger = options.logger ?? silentLogger
  const now = options.now ?? Date.now
  let theme: ThemeSync | undefined
  let pendingEmail: string | undefined
  let openApprovals = 0

  const frame = createAuthFrame({
    ...options,
    logger,
    onSmartAccountEnabledNetworks(networks) {
      storage.setSmartAccountEnabledNetworks(networks)
      options.onSmartAccountEnabledNetworks?.(networks)
    },
    onCreated(bus) {
      // A new frame knows nothing of the theme chosen before it existed.
      if (theme)
        bus
          .request('SYNC_THEME', theme)
          .catch((error: unknown) => logger.debug('SYNC_THEME failed', { error }))
    },
  })

  /** Runs a request the frame shows its card for, with the host showing the frame meanwhile. */
  async function withApproval<T>(method: string, run: () => Promise<T>): Promise<T> {
    openApprovals += 1
    if (openApprovals === 1) options.onApprovalStart?.(method)
    try {
      return await run()
    } finally {
      openApprovals -= 1
      if (openApprovals === 0) options.onApprovalEnd?.()
    }
  }

  function markLoggedIn(): void {
    if (pendingEmail) storage.setEmail(pendingEmail)
    storage.setEmailLoginUsed()
    storage.clearLastEmailLoginTime()
  }

  return {
    id: AUTH_CONNECTOR_ID,
    storage,
    get frameStatus() {
      return frame.status
    },
    ensureFrame() {
      frame.bus()
    },
    async connectEmail(email) {
      assertEmail(email)
      assertEmailCooldownOver(storage.getLastEmailLoginTime(), now())
      storage.setLastEmailLoginTime(now())
      pendingEmail = email
      const { action } = await frame.bus().request('CONNECT_EMAIL', { email })
      // CONNECT: the frame already has a session for this email; no code needed.
      if (action === 'CONNECT') markLoggedIn()
      return action
    },
    async connectDevice() {
      await frame.bus().request('CONNECT_DEVICE', {})
    },
    async connectOtp(otp) {
      await frame.bus().request('CONNECT_OTP', { otp })
      markLoggedIn()
    },
    async getUser(parameters = {}) {
      const user = await frame.bus().request('GET_USER', withoutUndefined(parameters))
      storage.setLastUsedChain(user.chainId)
      return user
    },
    async isConnected() {
      // Never used email login: nothing to ask, and no reason to load the frame.
      if (!storage.isEmailLoginUsed()) return false
      const { isConnected } = await frame.bus().request('IS_CONNECTED', {})
      if (!isConnected) storage.clearLoginCache()
      return isConnected
    },
    async switchNetwork(chainId, rpcUrl) {
      const result = await frame
        .bus()
        .request('SWITCH_NETWORK', withoutUndefined({ chainId, rpcUrl }))
      storage.setLastUsedChain(result.chainId)
      return result.chainId
    },
    async getChainId() {
      return (await frame.bus().request('GET_CHAIN_ID', {})).chainId
    },
    async updateEmail(email) {
      assertEmail(email)
      const bus = frame.bus()
      const { action } = await withApproval(EMAIL_CHANGE_APPROVAL, () =>
        bus.request('UPDATE_EMAIL', { email }),
      )
      return action
    },
    async updateEmailPrimaryOtp(otp) {
      await frame.bus().request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await frame.bus().request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      storage.setEmail(newEmail)
      return newEmail
    },
    async getSignInMethods() {
      return (await frame.bus().request('GET_SIGN_IN_METHODS', {})).methods
    },
    async removeSignInMethod(id) {
      const bus = frame.bus()
      const { methods } = await withApproval(SIGN_IN_METHOD_REMOVAL_APPROVAL, () =>
        bus.request('REMOVE_SIGN_IN_METHOD', { id }),
      )
      return methods
    },
    async getSocialRedirectUri(provider) {
      return (await frame.bus().request('GET_SOCIAL_REDIRECT_URI', { provider })).uri
    },
    farcasterRequest: (name, timeoutMs) =>
      frame.bus().request(name, {} as RequestPayload<typeof name>, { timeoutMs }),
    async connectSocial(parameters) {
      const user = await frame.bus().request('CONNECT_SOCIAL', withoutUndefined(parameters))
      if (user.userName) storage.setSocialUsername(user.userName)
      storage.setEmailLoginUsed()
      return user
    },
    async signOut() {
      // Cache first: even if the frame never answers, this page no longer treats the user as signed in.
      storage.clearLoginCache()
      pendingEmail = undefined
      const bus = frame.existing()
      if (!bus) return
      try {
        await bus.request('SIGN_OUT', {})
      } catch (error) {
        // Signed out on this side regardless; the frame's session ends with its own expiry.
        logger.debug('SIGN_OUT failed', { error })
      }
    },
    async syncTheme(next) {
      theme = withoutUndefined(next)
      const bus = frame.existing()
      if (bus) await bus.request('SYNC_THEME', theme)
    },
    async setPreferredAccount(type) {
      const result = await frame.bus().request('SET_PREFERRED_ACCOUNT', { type })
      storage.setPreferredAccountType(result.type)
      return result
    },
    async reload() {
      const bus = frame.existing()
      // No usable frame: creating one is the reload.
      if (!bus) return void frame.bus()
      await bus.request('RELOAD', {})
    },
    async rpcRequest(payload) {
      const policy = rpcMethodPolicy(payload.method)
      // The frame refuses these too; refusing here saves the round trip.
      if (policy === 'refused') throw new AirlockError('RPC_METHOD_NOT_ALLOWED')
      const bus = frame.bus()
      if (policy === 'safe') return bus.request('RPC_REQUEST', withoutUndefined(payload))
      return withApproval(payload.method, () =>
        bus.request('RPC_REQUEST', withoutUndefined(payload)),
      )
    },
    abortUnsafeRequests() {
      const bus = frame.existing()
      if (!bus) return 0
      return bus.abortPending(
        (request) =>
          request.name === 'UPDATE_EMAIL' ||
          (request.name === 'RPC_REQUEST' &&
            rpcMethodPolicy((request.payload as { method?: unknown } | undefined)?.method) !==
              'safe'),
      )
    },
    showFrame: (rect) => frame.show(rect),
    hideFrame: () => frame.hide(),
    destroy() {
      frame.destroy()
    },
  }
}
