/**
 * The config round trip, server to browser: what frameHtml embeds is what readFrameConfig
 * reads back, even when its strings are hostile; a broken page says what is wrong.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { frameHtml } from '../server/frame/frameHtml'
import type { FrameConfig } from './config'
import { readFrameConfig } from './pageConfig'
import { testConfig } from './testing'

const ASSETS = { script: '/frame/main.js', preload: [], style: null }

function documentOf(html: string) {
  return new JSDOM(html, { url: 'https://secure.example/sdk' }).window.document
}

function configElement(json: string) {
  return documentOf(`<script type="application/json" id="airlock-frame-config">${json}</script>`)
}

describe('readFrameConfig', () => {
  it('reads back what the server embedded, hostile strings included', () => {
    const config: FrameConfig = {
      projectId: '</script><script>alert(1)</script>',
      allowedOrigins: ['https://app.example.com', '<!--', '\u2028'],
      defaultOrigins: false,
      projectError: 'Unauthorized: invalid key & <b>more</b>',
      initialChainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      enableLogger: true,
    }
    const document = documentOf(frameHtml({ config, assets: ASSETS, nonce: 'n' }))
    expect(readFrameConfig(document)).toEqual(config)
    // The hostile id did not end the data block: it holds no element, no script ran.
    expect(document.querySelectorAll('script')).toHaveLength(2)
    expect(document.querySelector('b')).toBeNull()
  })

  it('reads eip155 chain ids as numbers', () => {
    const config = { ...testConfig, initialChainId: 8453 }
    const document = documentOf(frameHtml({ config, assets: ASSETS, nonce: 'n' }))
    expect(readFrameConfig(document).initialChainId).toBe(8453)
  })

  it('names what is wrong with a broken page', () => {
    expect(() => readFrameConfig(documentOf('<p>nothing here</p>'))).toThrow(
      'The frame page has no #airlock-frame-config element',
    )
    expect(() => readFrameConfig(configElement('{"projectId":'))).toThrow(
      '#airlock-frame-config is not valid JSON',
    )
    const { allowedOrigins: _omitted, ...partial } = testConfig
    expect(() => readFrameConfig(configElement(JSON.stringify(partial)))).toThrow(
      '#airlock-frame-config is not a frame config: allowedOrigins:',
    )
    expect(() =>
      readFrameConfig(configElement(JSON.stringify({ ...testConfig, enableLogger: 'true' }))),
    ).toThrow('#airlock-frame-config is not a frame config: enableLogger:')
  })
})
