// @vitest-environment node
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createAirlock, localhost } from '../index'
import { AirlockProvider, useAirlockAccount } from './index'

function Status() {
  return createElement('p', null, useAirlockAccount().status)
}

describe('server rendering', () => {
  it('imports @airlock/sdk/react and renders the provider and hooks without window', () => {
    expect(typeof window).toBe('undefined')
    const airlock = createAirlock({
      projectId: 'demo',
      networks: [localhost],
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      secureSiteUrl: 'https://wallet.example',
    })
    const html = renderToString(
      createElement(AirlockProvider, { instance: airlock }, createElement(Status)),
    )
    expect(html).toBe('<p>disconnected</p>')
    airlock.destroy()
  })
})
