import { type Address, type Chain, getAddress } from 'viem'
import { createConnector } from 'wagmi'
import type { Eip1193Provider } from '../index'
import { connectThroughModal } from './connectThroughModal'
import {
  type AirlockConnectorInstance,
  findEvmNetwork,
  readEvmConnection,
  watchEvmConnection,
} from './evmConnection'
import { chainNotConfigured, connectorNotConnected, switchChainFailure } from './wagmiErrors'

export interface AirlockParameters {
  /** What `createAirlock` returned: its modal connects, its eip155 account is wagmi's. */
  instance: AirlockConnectorInstance
}

/**
 * Airlock as a wagmi connector. Its provider is whichever wallet the Airlock
 * modal connected (a browser wallet, the embedded wallet…), read from the
 * instance on every call, so a new kind of wallet in the SDK needs nothing here.
 *
 * - `connect()` opens the modal and resolves once an EVM account is connected
 *   (at once when one is); closing the modal first is UserRejectedRequestError.
 * - A connection made in the modal alone connects wagmi too ('connect' event);
 *   a disconnect on either side disconnects the other.
 * - Account and network changes in the SDK reach wagmi as 'change'; wagmi's
 *   `switchChain` switches the SDK's network (only chains both configure).
 * - After a reload, `isAuthorized` waits for the SDK's session restore.
 */
export function airlock({ instance }: AirlockParameters) {
  if (!instance.stores.chains.getState().chains.eip155)
    throw new Error(
      'airlock(): the Airlock instance has no EVM network; add an eip155 network to createAirlock({ networks })',
    )
  // Our own disconnect: wagmi updates its state itself, so the SDK's reset is not echoed back.
  let disconnecting = false
  let stopWatching: (() => void) | undefined

  return createConnector<Eip1193Provider>((config) => {
    const emitter = config.emitter

    function currentChainId(): number {
      const { chainId } = readEvmConnection(instance)
      if (chainId !== undefined) return chainId
      const first =
        instance.stores.chains.getState().chains.eip155?.network.requestedCaipNetworks[0]?.id
      return typeof first === 'number' ? first : (config.chains[0]?.id ?? 1)
    }

    function onAccountsChanged(accounts: string[]): void {
      const [first] = accounts
      if (first === undefined) onDisconnect()
      else emitter.emit('change', { accounts: [getAddress(first)] })
    }

    function onChainChanged(chainId: string): void {
      emitter.emit('change', { chainId: Number(chainId) })
    }

    function onDisconnect(): void {
      if (!disconnecting) emitter.emit('disconnect')
    }

    async function switchChain({ chainId }: { chainId: number }): Promise<Chain> {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const network = findEvmNetwork(instance, chainId)
      if (!chain || !network) throw chainNotConfigured()
      if (readEvmConnection(instance).chainId === chainId) return chain
      try {
        await instance.switchNetwork(network)
      } catch (error) {
        throw switchChainFailure(error)
      }
      return chain
    }

    return {
      id: 'airlock',
      name: 'Airlock',
      type: airlock.type,

      async setup() {
        stopWatching?.()
        stopWatching = watchEvmConnection(instance, (next, previous) => {
          if (!next.address) {
            if (previous.address) onDisconnect()
            return
          }
          if (!previous.address) {
            // Connected in the modal without wagmi asking (wagmi ignores it while connecting).
            emitter.emit('connect', { accounts: [next.address], chainId: currentChainId() })
            return
          }
          if (next.address !== previous.address) onAccountsChanged([next.address])
          if (next.chainId !== undefined && next.chainId !== previous.chainId)
            onChainChanged(String(next.chainId))
        })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let address: Address
        if (isReconnecting) {
          await instance.ready
          const restored = readEvmConnection(instance).address
          if (!restored) throw connectorNotConnected()
          address = restored
        } else {
          address = (await connectThroughModal(instance)).address
        }
        let connectedChainId = currentChainId()
        if (chainId !== undefined && chainId !== connectedChainId)
          connectedChainId = (await switchChain({ chainId })).id
        return {
          accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never,
          chainId: connectedChainId,
        }
      },

      async disconnect() {
        disconnecting = true
        try {
          await instance.disconnect('eip155')
        } finally {
          disconnecting = false
        }
      },

      async getAccounts() {
        const { address } = readEvmConnection(instance)
        return address ? [address] : []
      },

      async getChainId() {
        return currentChainId()
      },

      async getProvider() {
        return instance.getProvider('eip155')
      },

      async isAuthorized() {
        await instance.ready
        return readEvmConnection(instance).address !== undefined
      },

      switchChain,

      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}

airlock.type = 'airlock' as const
