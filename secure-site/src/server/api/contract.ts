/**
 * The wire contract between the frame (browser) and its own route handlers: paths and
 * JSON shapes. Types and string constants only, so the frame bundle can import it
 * without pulling in anything that runs on the server.
 */

export const ApiPaths = {
  EMAIL_START: '/api/auth/email',
  DEVICE_STATUS: '/api/auth/device',
  OTP_VERIFY: '/api/auth/otp',
  REFRESH: '/api/auth/refresh',
  SIGN_OUT: '/api/auth/signout',
  USER: '/api/user',
  EMAIL_UPDATE_APPROVAL: '/api/user/email/approval',
  EMAIL_UPDATE: '/api/user/email',
  EMAIL_UPDATE_PRIMARY: '/api/user/email/primary',
  EMAIL_UPDATE_SECONDARY: '/api/user/email/secondary',
  /** Form POST from the revert page (/email/revert), not a frame call. */
  EMAIL_REVERT: '/api/user/email/revert',
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

export interface RefreshRequest {
  refreshToken: string
  deviceId: string
}

export interface SignOutRequest {
  refreshToken: string
}

export interface UserResponse {
  email: string
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
