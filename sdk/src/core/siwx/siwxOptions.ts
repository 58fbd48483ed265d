/**
 * The sign-in options of createAirlock: `siwx`, or the older `siweConfig`
 * behind the SIWX interface — never both. The siweConfig adapter is a dynamic
 * import on first use, so dapps that do not use it do not download it.
 */
import { lazyModule } from '../lazyModule'
import type { SiweConfig } from './fromSiweConfig'
import type { SIWXConfig } from './types'

export interface SiwxOptions {
  siwx?: SIWXConfig | undefined
  siweConfig?: SiweConfig | undefined
}

function lazySiweConfig(config: SiweConfig): SIWXConfig {
  const adapter = lazyModule(() =>
    import('./fromSiweConfig').then(({ fromSiweConfig }) => fromSiweConfig(config)),
  )
  const load = () => adapter.load()
  return {
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getRequired: () => config.required ?? false,
    signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  }
}

/**
 * The sign-in feature's SIWX (its chunk holds this adapter, not the page start). Both set
 * never reaches here: createAirlock's assertAirlockOptions refuses them.
 */
export function siwxFromOptions(options: SiwxOptions): SIWXConfig | undefined {
  return options.siwx ?? (options.siweConfig ? lazySiweConfig(options.siweConfig) : undefined)
}
