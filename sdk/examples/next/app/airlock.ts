import { type AirlockInstance, createAirlock } from '@airlock/sdk'
import { type DappConfig, dappNetwork } from './dappConfig'

function airlockFor(config: DappConfig, url: string): AirlockInstance {
  return createAirlock({
    projectId: config.projectId,
    secureSiteUrl: config.secureSiteUrl,
    networks: [dappNetwork(config)],
    metadata: {
      name: 'Airlock Next.js Example',
      description: 'The Airlock SDK in a Next.js App Router page',
      url,
      icons: [],
    },
  })
}

let browserInstance: AirlockInstance | undefined

/**
 * One instance per page in the browser, as a dapp keeps one (React may run a
 * component's initialiser twice; this does not make a second). On the server,
 * one per render: requests share nothing, and it only renders its initial state.
 */
export function getAirlock(config: DappConfig): AirlockInstance {
  if (typeof window === 'undefined') return airlockFor(config, 'http://localhost')
  browserInstance ??= airlockFor(config, window.location.origin)
  return browserInstance
}
