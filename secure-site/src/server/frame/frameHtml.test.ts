import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../frame/testing'
import { escapeHtml, frameHtml, scriptSafeJson } from './frameHtml'

const ASSETS = {
  script: '/frame/main-AAAA1111.js',
  preload: ['/frame/chunk-BBBB2222.js'],
  style: '/frame/main-CCCC3333.css',
}

function parse(html: string) {
  return new JSDOM(html).window.document
}

describe('frameHtml', () => {
  it('loads the entry as an async module script with the nonce, last in the body', () => {
    const document = parse(frameHtml({ config: testConfig, assets: ASSETS, nonce: 'abc+/=' }))
    const scripts = [...document.querySelectorAll('script')]
    const entry = scripts.at(-1)
    expect(entry?.getAttribute('src')).toBe(ASSETS.script)
    expect(entry?.getAttribute('type')).toBe('module')
    expect(entry?.hasAttribute('async')).toBe(true)
    expect(entry?.getAttribute('nonce')).toBe('abc+/=')
    expect(document.body.lastElementChild).toBe(entry)
    // The only other script is the config, a data block that never runs.
    expect(scripts.slice(0, -1).map((script) => script.getAttribute('type'))).toEqual([
      'application/json',
    ])
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')]
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      ASSETS.script,
      ...ASSETS.preload,
    ])
    for (const link of preloads) expect(link.getAttribute('nonce')).toBe('abc+/=')
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      ASSETS.style,
    )
    expect(document.getElementById('airlock-frame')?.childElementCount).toBe(0)
  })

  it('says an unknown project on the page, escaped', () => {
    const config = { ...testConfig, projectError: 'Unauthorized: <i>invalid</i> key' }
    const document = parse(frameHtml({ config, assets: ASSETS, nonce: 'n' }))
    const alert = document.querySelector('[role="alert"]')
    expect(alert?.textContent).toBe('Unauthorized: <i>invalid</i> key')
    expect(alert?.querySelector('i')).toBeNull()
    expect(
      parse(frameHtml({ config: testConfig, assets: ASSETS, nonce: 'n' })).querySelector(
        '[role="alert"]',
      ),
    ).toBeNull()
  })

  it('has no stylesheet link when the bundle has no CSS', () => {
    const assets = { ...ASSETS, style: null }
    const html = frameHtml({ config: testConfig, assets, nonce: 'n' })
    expect(parse(html).querySelector('link[rel="stylesheet"]')).toBeNull()
  })
})

describe('escaping', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('keeps JSON that cannot close its script element, and parses back the same', () => {
    const value = { text: '</script><!-- & \u2028\u2029 -->' }
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
