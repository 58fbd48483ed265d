/**
 * The wire contract between the frame (browser) and its own route handlers: paths and
 * JSON shapes. Types and string constants only, so the frame bundle can import it
 * without pulling in anything that runs on the server.
 */
import type { SocialProvider } from '@airlock/protocol'

export const ApiPaths = {
  EMAIL_START: '/api/auth/email',
  DEVICE_STATUS: '/api/auth/device',
  /** Form POST from the device-approval page (not called by the frame). */
  DEVICE_APPROVE: '/api/auth/device/approve',
  OTP_VERIFY: '/api/auth/otp',
  SOCIAL_START: '/api/auth/social',
  SOCIAL_REDEEM: '/api/auth/social/redeem',
  /** From the popup's start page, not the frame. */
  SOCIAL_BIND: '/api/auth/social/bind',
  FARCASTER_START: '/api/auth/farcaster',
  FARCASTER_CONNECT: '/api/auth/farcaster/connect',
  REFRESH: '/api/auth/refresh',
  SIGN_OUT: '/api/auth/signout',
  USER: '/api/user',
  EMAIL_UPDATE_APPROVAL: '/api/user/email/approval',
  EMAIL_UPDATE: '/api/user/email',
  EMAIL_UPDATE_PRIMARY: '/api/user/email/primary',
  EMAIL_UPDATE_SECONDARY: '/api/user/email/secondary',
  SIGN_IN_METHODS: '/api/user/sign-in-methods',
  SIGN_IN_METHOD_REMOVAL_APPROVAL: '/api/user/sign-in-methods/approval',
  SIGN_IN_METHOD_REMOVE: '/api/user/sign-in-methods/remove',
  /** Form POST from the revert page (/email/revert), not a frame call. */
  EMAIL_REVERT: '/api/user/email/revert',
  PREPARE: '/api/wallet/prepare',
  APPROVALS: '/api/wallet/approvals',
  RPC: '/api/wallet/rpc',
} as const

/** Every error response body: exactly what the frame forwards as `_ERROR { message }`. */
export interface ApiErrorBody {
  message: string
}

/**
 * What every call that sends mail carries: the project and the frame's verified ancestor
 * origin, which the server checks against the project's allowlist before a mail names it.
 */
export interface MailOrigin {
  projectId: string
  origin: string
}

export interface EmailStartRequest extends MailOrigin {
  email: string
  deviceId: string
}
export interface EmailStartResponse {
  action: 'VERIFY_DEVICE' | 'VERIFY_OTP'
}

export interface DeviceStatusRequest {
  email: string
  deviceId: string
}
export interface DeviceStatusResponse {
  approved: boolean
}

export interface OtpVerifyRequest {
  email: string
  otp: string
  deviceId: string
  projectId: string
}

export interface SessionTokens {
  accessToken: string
  refreshToken: string
}

/** GET_SOCIAL_REDIRECT_URI: a flow bound to `secret`, which only the asking frame keeps. */
export interface SocialStartRequest {
  provider: SocialProvider
  projectId: string
  /** The frame's verified ancestor origin (checked against the project's allowlist). */
  origin: string
  secret: string
}
export interface SocialStartResponse {
  flowId: string
  /** The provider's authorize URL: the frame hands it only to the start page. */
  authorizeUrl: string
  /** The start page's proof of this browser (POST SOCIAL_BIND): the frame hands it only there. */
  binding: string
  /** `<secure site>/social/start?flow=<flowId>`: what the host gets, worthless to anyone else. */
  startUrl: string
}

/** From the start page only (same origin): the binding the frame gave it → the flow's cookie. */
export interface SocialBindRequest {
  flowId: string
  binding: string
}

/** CONNECT_SOCIAL: one look at the flow, by the frame that holds its secret. */
export interface SocialRedeemRequest {
  flowId: string
  secret: string
  deviceId: string
  projectId: string
}
export type SocialRedeemResponse =
  | { status: 'pending' }
  | ({ status: 'connected'; userName?: string | undefined } & SessionTokens)

/** GET_FARCASTER_URI: a relay channel bound to `secret`, which only the asking frame keeps. */
export interface FarcasterStartRequest {
  projectId: string
  /** The frame's verified ancestor origin. */
  origin: string
  secret: string
}
export interface FarcasterStartResponse {
  /** Where the user approves the sign-in in the Farcaster app (QR code / deep link). */
  url: string
  /** The flow's id: the frame keeps its secret under it. */
  flowId: string
}

/** CONNECT_FARCASTER: one look at the flow's relay channel, by the frame that started it. */
export interface FarcasterConnectRequest {
  flowId: string
  secret: string
  deviceId: string
  projectId: string
}
export type FarcasterConnectResponse =
  | { status: 'pending' }
  | ({ status: 'connected'; userName: string } & SessionTokens)

export interface RefreshRequest {
  refreshToken: string
  deviceId: string
}

export interface SignOutRequest {
  refreshToken: string
}

export interface UserResponse {
  /** Null for an account made by a social login that gave no verified email. */
  email: string | null
  /** The social username of the provider this session signed in with, if any. */
  userName?: string | undefined
  addresses: { eip155: string; solana: string }
}

/** After the Approve click on the email-change card: a grant for exactly this change. */
export interface EmailUpdateApprovalRequest extends MailOrigin {
  email: string
}
export interface EmailUpdateApprovalResponse {
  approvalId: string
}

/** Starts the change; refused without the grant the click recorded. */
export interface EmailUpdateRequest extends MailOrigin {
  email: string
  approvalId: string
}
export interface EmailUpdateResponse {
  action: 'VERIFY_PRIMARY_OTP'
}
export interface EmailOtpRequest extends MailOrigin {
  otp: string
}
export interface EmailPrimaryResponse {
  action: 'VERIFY_SECONDARY_OTP'
}
export interface EmailSecondaryResponse {
  newEmail: string
}

/** One JSON-RPC call as the frame forwards it; `chainId` is CAIP-2 (`eip155:1`). */
export interface RpcCall {
  method: string
  params?: unknown
  chainId: string
  /** The host's RPC URL, used only for chains the server has no entry for. */
  rpcUrl?: string | undefined
  /**
   * The address the approval card showed (EVM or Solana, per chain). Required for
   * approval methods: the grant is bound to it, and the key that signs must be its.
   */
  account?: string | undefined
}

/**
 * Approval methods of the protocol this secure site does not sign (yet): the frame
 * answers them with this message without showing an approval card.
 */
export const UNSUPPORTED_APPROVAL_METHODS = [
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export function unsupportedMethodMessage(method: string): string {
  return `${method} is not supported by this secure site`
}

/** A batch larger than this is refused before any card: the card shows every transaction. */
export const MAX_SIGNED_TRANSACTIONS = 20

/** Approval methods the frame sends to PREPARE before showing the card. */
export const PREPARED_METHODS = [
  'eth_sendTransaction',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

export type PrepareRequest = RpcCall

/**
 * An eth_sendTransaction as the server prepared it: every field that decides what is
 * signed, as 0x-hex quantities. Approved and signed exactly like this, never refilled.
 */
export interface PreparedTransaction {
  from: string
  /** Absent for a contract creation. */
  to?: string
  value: string
  data?: string
  gas: string
  nonce: string
  chainId: string
  /** `0x2` (EIP-1559 fees) or `0x0` (legacy gas price). */
  type: '0x0' | '0x2'
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
}

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** An ERC-20 contract's own description of itself, read from the chain. */
export interface TokenInfo {
  name: string | null
  symbol: string
  decimals: number
}

export interface DecodedCallArgument {
  name: string
  type: string
  /** Decimal for integers, 0x-hex for bytes, checksummed for addresses. */
  value: string
  /** An amount in the called token's units (ERC-20 transfer, approve…). */
  tokenAmount?: boolean
}

/** Calldata decoded against a known ABI (ERC-20, ERC-721, ERC-1155, WETH). */
export interface DecodedCall {
  functionName: string
  /** e.g. `transfer(address,uint256)` */
  signature: string
  args: DecodedCallArgument[]
}

export interface PreparedEvmTransaction {
  kind: 'eip155Transaction'
  /** The params to approve and then sign, exactly. */
  params: [PreparedTransaction]
  /** gas × (maxFeePerGas or gasPrice), in wei, decimal. */
  maxFee: string
  /** Null for a chain the server has no name for; amounts are then in its base unit. */
  nativeCurrency: NativeCurrency | null
  call: DecodedCall | null
  /** The contract called, when it answered as an ERC-20 token. */
  token: TokenInfo | null
  /** setApprovalForAll: the collection's own name(), when it answers. */
  collection?: string | null
}

export type SolanaInstructionView =
  | { kind: 'systemTransfer'; from: string; to: string; lamports: string }
  | {
      kind: 'tokenTransfer'
      /** 'Transfer' or 'TransferChecked'. */
      instruction: string
      program: string
      source: string
      destination: string
      /** The destination's owner, when the same transaction creates it as an associated token account. */
      destinationOwner?: string
      authority: string
      /** In the token's base units, decimal. */
      amount: string
      /** TransferChecked only. */
      mint?: string
      decimals?: number
    }
  | {
      kind: 'createTokenAccount'
      /** 'Create' or 'CreateIdempotent' (a no-op when the account exists). */
      instruction: 'Create' | 'CreateIdempotent'
      payer: string
      /** The associated token account created, of `owner` for `mint`. */
      account: string
      owner: string
      mint: string
      /** The SPL Token or Token-2022 program the account belongs to. */
      tokenProgram: string
    }
  | { kind: 'memo'; text: string }
  | {
      /** System CreateAccount(WithSeed), Assign(WithSeed), Allocate(WithSeed). */
      kind: 'systemAccount'
      instruction:
        | 'CreateAccount'
        | 'CreateAccountAllowPrefund'
        | 'CreateAccountWithSeed'
        | 'Assign'
        | 'AssignWithSeed'
        | 'Allocate'
        | 'AllocateWithSeed'
      /** The account created, assigned or allocated. */
      account: string
      /** CreateAccount(WithSeed): who pays `lamports` into it. */
      payer?: string
      lamports?: string
      /** Bytes of data allocated. */
      space?: string
      /** The program that will own the account (all but Allocate). */
      owner?: string
      /** The *WithSeed variants: the base address and seed it derives from. */
      base?: string
      seed?: string
    }
  | {
      kind: 'nonce'
      instruction:
        | 'InitializeNonceAccount'
        | 'AdvanceNonceAccount'
        | 'WithdrawNonceAccount'
        | 'AuthorizeNonceAccount'
        | 'UpgradeNonceAccount'
      nonceAccount: string
      /** The authority that signs (Advance, Withdraw, Authorize) or is set (Initialize). */
      authority?: string
      /** AuthorizeNonceAccount: who becomes the authority. */
      newAuthority?: string
      /** WithdrawNonceAccount: where the lamports go, and how many. */
      to?: string
      lamports?: string
    }
  | {
      /** Token SetAuthority: `account` (a token account or a mint) gets a new authority. */
      kind: 'tokenAuthority'
      program: string
      account: string
      /** 'AccountOwner', 'CloseAccount', 'MintTokens', 'FreezeAccount', or a Token-2022 one. */
      authorityType: string
      currentAuthority: string
      /** Null: the authority is removed for good. */
      newAuthority: string | null
    }
  | {
      /** Token Approve, ApproveChecked, Revoke: a delegate over `source`. */
      kind: 'tokenDelegate'
      instruction: 'Approve' | 'ApproveChecked' | 'Revoke'
      program: string
      source: string
      owner: string
      /** Approve(Checked) only. */
      delegate?: string
      amount?: string
      mint?: string
      decimals?: number
    }
  | {
      /** Token CloseAccount: `account` is closed, its lamports go to `destination`. */
      kind: 'tokenClose'
      program: string
      account: string
      destination: string
      owner: string
    }
  | {
      /** Token Burn(Checked) from `account`, MintTo(Checked) into `account`. */
      kind: 'tokenSupply'
      instruction: 'Burn' | 'BurnChecked' | 'MintTo' | 'MintToChecked'
      program: string
      account: string
      mint: string
      authority: string
      amount: string
      decimals?: number
    }
  | {
      kind: 'tokenFreeze'
      instruction: 'FreezeAccount' | 'ThawAccount'
      program: string
      account: string
      mint: string
      authority: string
    }
  | {
      kind: 'computeBudget'
      instruction:
        | 'SetComputeUnitLimit'
        | 'SetComputeUnitPrice'
        | 'RequestHeapFrame'
        | 'SetLoadedAccountsDataSizeLimit'
      /** Units, micro-lamports per unit, or bytes; decimal. */
      value: string
    }
  | {
      kind: 'other'
      program: string
      /** For well-known programs: 'System Program: CreateAccount', 'Compute Budget'… */
      name?: string
      dataLength: number
    }

export interface SolanaTransactionView {
  version: 'legacy' | number
  feePayer: string
  /** Every program the transaction calls, in order of first call. */
  programs: string[]
  instructions: SolanaInstructionView[]
  /** The most this transaction can cost in fees (solanaFee.ts). */
  fee: SolanaFee
  /** Its first instruction advances a nonce account: no recent blockhash bounds its life. */
  durableNonce: boolean
}

export interface SolanaFee {
  signatures: number
  computeUnitLimit: number
  /** Micro-lamports per compute unit, decimal. */
  computeUnitPrice: string
  /** signatures × 5000 + ceil(limit × price / 1e6), in lamports, decimal. */
  maxLamports: string
}

export interface PreparedSolanaTransactions {
  kind: 'solanaTransactions'
  /** The params to approve and then sign: the request's own, unchanged. */
  params: unknown
  transactions: SolanaTransactionView[]
}

export type PrepareResponse = PreparedEvmTransaction | PreparedSolanaTransactions

export interface ApprovalRequest extends RpcCall {}
export interface ApprovalResponse {
  approvalId: string
}

export interface RpcRequest extends RpcCall {
  /** Required for approval methods: the single-use id recorded after the click. */
  approvalId?: string | undefined
}
export interface RpcResponse {
  result: unknown
}

/** One way into the account (GET /api/user/sign-in-methods); `linkedAt` is ISO 8601. */
export type SignInMethodView =
  | { kind: 'email'; email: string; linkedAt: string }
  | {
      kind: 'identity'
      /** Opaque: a hash of the provider and its account id, which stays on the server. */
      id: string
      provider: SocialProvider | 'farcaster'
      userName: string | null
      linkedAt: string
    }
export interface SignInMethodsResponse {
  methods: SignInMethodView[]
}

/** After the Approve click on the removal card: a single-use grant for this removal. */
export interface SignInMethodRemovalRequest extends MailOrigin {
  id: string
}
export interface SignInMethodRemovalApprovalResponse {
  approvalId: string
}
export interface SignInMethodRemoveRequest extends SignInMethodRemovalRequest {
  approvalId: string
}
