/**
 * Every timing and limit both sides agree on (SPEC §9, PROTOCOL.md).
 * Units are in the names; SPEC says "time constants are in seconds", so the
 * seconds-valued ones end in _S and the timers the code waits on end in _MS.
 */

// Secure frame lifecycle
export const FRAME_READY_TIMEOUT_MS = 20_000
export const FRAME_INIT_DELAY_MS = 500
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const SIGN_OUT_TIMEOUT_MS = 3_000
export const RPC_REJECTED_MESSAGE_DELAY_MS = 300

// Email login
export const EMAIL_COOLDOWN_S = 30
export const OTP_LENGTH = 6
export const OTP_TTL_S = 600
export const OTP_MAX_ATTEMPTS = 5

// Caches and retries
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const ENS_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000
export const BALANCE_RETRY_WINDOW_MS = 30_000

// Wallets and transactions
export const RECENT_WALLETS_LIMIT = 2
export const PENDING_TX_POLL_INTERVAL_MS = 30_000
export const PENDING_TX_LIMIT = 99
export const RECEIPT_TIMEOUT_MS = 25_000
export const SWAP_SLIPPAGE_PERCENT = 1

// UI
export const TOAST_RESHOW_DELAY_MS = 150
export const SHAKE_DURATION_MS = 500
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const MODAL_WIDTH_PX = 360
export const TRUNCATE_ADDRESS_START = 4
export const TRUNCATE_ADDRESS_END = 6
export const BALANCE_DECIMALS = 3
export const FIAT_DECIMALS = 2
export const TOKEN_BALANCE_DECIMALS = 2

// Logging
export const LOG_BUFFER_BYTES = 1_000_000
export const DEFAULT_LOG_LEVEL = 'error'

// RPC
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1_000
export const RPC_BATCH_WAIT_MS = 0
export const RPC_RANK_INTERVAL_MS = 4_000
export const RPC_RANK_SAMPLE_COUNT = 10
export const RPC_RANK_STABILITY_WEIGHT = 0.7
export const RPC_RANK_LATENCY_WEIGHT = 0.3

// WalletConnect pairing
export const PAIRING_EXPIRY_MS = 240_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
export const PAIRING_RETRY_MS = 1_000

// Wallet catalogue
export const WALLETS_RECOMMENDED_ENTRIES = 4
export const WALLETS_PAGE_ENTRIES = 40
export const WALLETS_SEARCH_ENTRIES = 100
export const WALLET_SEARCH_DEBOUNCE_MS = 300
export const DEFAULT_DEBOUNCE_MS = 500
export const PERSIST_TIMEOUT_MS = 5_000

// Analytics
export const ERROR_TELEMETRY_LIMIT = 5
export const ERROR_TELEMETRY_WINDOW_MS = 60_000

// On-ramp fallback limits (USD or EUR) and fee range
export const ONRAMP_CARD_LIMITS = { min: 10, max: 7_500 } as const
export const ONRAMP_BANK_LIMITS = { min: 10, max: 25_000 } as const
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const

// Wire limits: anything larger is refused before it is handled
export const MAX_MESSAGE_ID_LENGTH = 128
export const MAX_STRING_LENGTH = 4_096
export const MAX_PAYLOAD_STRING_LENGTH = 1_048_576
export const NAME_MIN_LENGTH = 4

export const DEFAULT_SDK_VERSION = 'html-wagmi-4.2.2'
export const STORAGE_PREFIX = '@appkit-wallet/'
