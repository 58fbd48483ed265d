import { ErrorCatalogue } from '@airlock/protocol'
import { adapterFor } from '../../adapters/chainAdapters'
import type { ProfileName } from '../../clients/blockchainApi/types'
import type { SendDeps } from './index'
import type { SendState, SendStore } from './sendStore'

export interface ReceiverLookup {
  /** See Send.setReceiver. */
  set(input: string): Promise<void>
  /** Drops the answer of any lookup under way. */
  cancel(): void
}

const avatarOf = (profile: ProfileName | undefined) =>
  profile?.attributes.find((attribute) => attribute.avatar)?.avatar

/** `ada.airlock.id`, `vitalik.eth`: a dotted label without spaces. */
const looksLikeName = (text: string) => /^[^\s.]+(\.[^\s.]+)+$/.test(text)

const noReceiver = {
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  error: undefined,
} satisfies Partial<SendState>

/**
 * The receiver field of the send form. Names are an eip155 feature (SPEC §9).
 * A lookup that fails says so in `error` ('Error resolving name' or the API's
 * reason, 'Error fetching names for address'): a typed address stays usable
 * without its name; a typed name that did not resolve leaves no receiver.
 */
export function createReceiverLookup(deps: SendDeps, store: SendStore): ReceiverLookup {
  const { names } = deps
  // Typing sends one lookup per keystroke: only the newest may write.
  let latest = 0

  const errorText = (error: unknown) =>
    error instanceof Error && error.message ? error.message : ErrorCatalogue.SOMETHING_WENT_WRONG

  /** Failures are shown (SPEC §8 wording) but leave the form usable: only the newest input's. */
  function failed(turn: number, error: unknown): undefined {
    if (turn === latest) store.setState({ error: errorText(error) })
    return undefined
  }

  async function profileOf(
    turn: number,
    address: string,
    name?: string,
  ): Promise<ProfileName | undefined> {
    const profiles = await names.getNamesForAddress(address).catch((error: unknown) => {
      failed(turn, error)
      return [] as ProfileName[]
    })
    return profiles.find((profile) => profile.name === name) ?? profiles[0]
  }

  return {
    async set(input) {
      const turn = ++latest
      const text = input.trim()
      const namespace = deps.stores.chains.getState().activeNamespace
      store.setState(noReceiver)
      if (!text || !namespace) return
      const adapter = adapterFor(namespace)
      if (!adapter) return
      const withNames = adapter.supports.names && names.available
      if (adapter.isAddress(text)) {
        // SPEC §5 allows an EVM address's 0x to be left out; a transaction needs it.
        const address = adapter.normalizeAddress(text)
        store.setState({ receiverAddress: address })
        if (!withNames) return
        const profile = await profileOf(turn, address)
        if (turn !== latest || !profile) return
        store.setState({
          receiverProfileName: profile.name,
          receiverProfileImageUrl: avatarOf(profile),
        })
        return
      }
      if (!withNames || !looksLikeName(text)) return
      const name = text.toLowerCase()
      const address = await names.resolveName(name).catch((error: unknown) => failed(turn, error))
      if (turn !== latest || !address) return
      store.setState({ receiverAddress: address, receiverProfileName: name })
      const avatar = avatarOf(await profileOf(turn, address, name))
      if (turn === latest && avatar) store.setState({ receiverProfileImageUrl: avatar })
    },
    cancel() {
      latest++
    },
  }
}
