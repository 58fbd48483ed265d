import { STORAGE_PREFIX } from '@airlock/protocol'

/**
 * The embedded wallet's keys on the host (PROTOCOL.md › Host storage keys), named as
 * existing hosts name them. There is deliberately no key for a session token or
 * anything that can sign: those live only on the secure-site origin.
 */
export const FrameStorageKeys = {
  emailLoginUsed: `${STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`,
  email: `${STORAGE_PREFIX}EMAIL`,
  lastUsedChain: `${STORAGE_PREFIX}LAST_USED_CHAIN_KEY`,
  lastEmailLoginTime: `${STORAGE_PREFIX}LAST_EMAIL_LOGIN_TIME`,
  socialUsername: `${STORAGE_PREFIX}SOCIAL_USERNAME`,
  smartAccountEnabledNetworks: `${STORAGE_PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
  preferredAccountType: `${STORAGE_PREFIX}PREFERRED_ACCOUNT_TYPE`,
  // SPEC §3's "connected social": which provider the social username belongs to.
  connectedSocial: `${STORAGE_PREFIX}CONNECTED_SOCIAL`,
} as const

export type PreferredAccountType = 'eoa' | 'smartAccount'

export interface FrameStorage {
  isEmailLoginUsed(): boolean
  setEmailLoginUsed(): void
  getEmail(): string | undefined
  setEmail(email: string): void
  getLastUsedChain(): number | string | undefined
  setLastUsedChain(chainId: number | string): void
  /** Epoch milliseconds of the last CONNECT_EMAIL, for the 30 s cooldown. */
  getLastEmailLoginTime(): number | undefined
  setLastEmailLoginTime(time: number): void
  clearLastEmailLoginTime(): void
  getSocialUsername(): string | undefined
  setSocialUsername(name: string): void
  /** The provider of the social login that signed the user in (google, x…). */
  getConnectedSocial(): string | undefined
  setConnectedSocial(provider: string): void
  getSmartAccountEnabledNetworks(): number[]
  setSmartAccountEnabledNetworks(networks: readonly number[]): void
  getPreferredAccountType(): PreferredAccountType | undefined
  setPreferredAccountType(type: PreferredAccountType): void
  /** Forgets the signed-in user: login flag, email, last login time, social name and provider, last chain. */
  clearLoginCache(): void
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** localStorage if this runtime has one we may use; reading it throws in some sandboxes. */
function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Host-side storage of the embedded wallet. Every access is guarded: storage is
 * absent during server rendering and throws in Safari private mode or when the
 * quota is full; then values are simply not remembered.
 */
export function createFrameStorage(storage?: StorageLike): FrameStorage {
  const resolve = () => storage ?? defaultStorage()

  function read(key: string): string | undefined {
    try {
      return resolve()?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  function write(key: string, value: string): void {
    try {
      resolve()?.setItem(key, value)
    } catch {
      // Not remembered: the user is asked again next time, nothing breaks.
    }
  }
  function remove(key: string): void {
    try {
      resolve()?.removeItem(key)
    } catch {
      // Nothing stored, nothing to remove.
    }
  }

  const keys = FrameStorageKeys
  return {
    isEmailLoginUsed: () => read(keys.emailLoginUsed) === 'true',
    setEmailLoginUsed: () => write(keys.emailLoginUsed, 'true'),
    getEmail: () => read(keys.email),
    setEmail: (email) => write(keys.email, email),
    getLastUsedChain() {
      const value = read(keys.lastUsedChain)
      if (value === undefined || value === '') return undefined
      return /^\d+$/.test(value) ? Number(value) : value
    },
    setLastUsedChain: (chainId) => write(keys.lastUsedChain, String(chainId)),
    getLastEmailLoginTime() {
      const time = Number(read(keys.lastEmailLoginTime))
      return Number.isFinite(time) && time > 0 ? time : undefined
    },
    setLastEmailLoginTime: (time) => write(keys.lastEmailLoginTime, String(time)),
    clearLastEmailLoginTime: () => remove(keys.lastEmailLoginTime),
    getSocialUsername: () => read(keys.socialUsername),
    setSocialUsername: (name) => write(keys.socialUsername, name),
    getConnectedSocial: () => read(keys.connectedSocial),
    setConnectedSocial: (provider) => write(keys.connectedSocial, provider),
    getSmartAccountEnabledNetworks() {
      try {
        const parsed: unknown = JSON.parse(read(keys.smartAccountEnabledNetworks) ?? '[]')
        return Array.isArray(parsed)
          ? parsed.filter((id): id is number => Number.isInteger(id))
          : []
      } catch {
        return []
      }
    },
    setSmartAccountEnabledNetworks: (networks) =>
      write(keys.smartAccountEnabledNetworks, JSON.stringify(networks)),
    getPreferredAccountType() {
      const type = read(keys.preferredAccountType)
      return type === 'eoa' || type === 'smartAccount' ? type : undefined
    },
    setPreferredAccountType: (type) => write(keys.preferredAccountType, type),
    clearLoginCache() {
      remove(keys.emailLoginUsed)
      remove(keys.email)
      remove(keys.lastEmailLoginTime)
      remove(keys.socialUsername)
      remove(keys.connectedSocial)
      remove(keys.lastUsedChain)
    },
  }
}
