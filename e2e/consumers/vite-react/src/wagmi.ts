// @airlock/sdk/wagmi at run time, as the README's wagmi snippet has it (a consumer that only
// named its types would not notice a broken entry): a connection made in the modal alone
// reaches wagmi, and the page shows wagmi's own view of it.
import { airlock as airlockConnector } from '@airlock/sdk/wagmi'
import { createConfig, http } from '@wagmi/core'
import { anvil } from '@wagmi/core/chains'
import { airlock } from './airlock'

export const wagmiConfig = createConfig({
  chains: [anvil], // chain 31337, the same id as the instance's `localhost` network
  connectors: [airlockConnector({ instance: airlock })],
  transports: { [anvil.id]: http() },
  multiInjectedProviderDiscovery: false,
})
