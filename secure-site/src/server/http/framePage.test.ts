import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig } from '../config/env'
import type { ProjectLookup } from '../usecases/project'
import {
  FRAME_PAGE_FAILED,
  FRAME_PAGE_NOT_CONFIGURED,
  type FramePageDependencies,
  framePage,
} from './framePage'

const ASSETS = { script: '/frame/main-AAAA1111.js', preload: [], style: '/frame/main-BBBB2222.css' }
const DEFAULT_ANCESTORS =
  'http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app'

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')] as const
    }),
  )
}

function dependencies(lookup: () => Promise<ProjectLookup>, airlockDev = false) {
  const lookupProject = vi.fn(lookup)
  const deps: FramePageDependencies = {
    lookupProject,
    assets: () => ASSETS,
    airlockDev: () => airlockDev,
  }
  return { deps, lookupProject }
}

async function load(query: string, deps: FramePageDependencies) {
  const response = await framePage(new Request(`http://localhost:3001/sdk?${query}`), deps)
  const html = await response.text()
  const document = new JSDOM(html).window.document
  return {
    response,
    html,
    document,
    csp: directives(response.headers.get('content-security-policy')),
  }
}

const ok = async (): Promise<ProjectLookup> => ({ ok: true, origins: [], defaultOrigins: true })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('GET /sdk', () => {
  it('lets only the project allowlist (plus defaults) frame it, with one fresh nonce', async () => {
    const { deps, lookupProject } = dependencies(async () => ({
      ok: true,
      origins: ['https://app.example.com', '*.example.org'],
      defaultOrigins: true,
    }))
    const { response, document, csp } = await load('projectId=demo&chainId=1', deps)
    expect(lookupProject).toHaveBeenCalledTimes(1)
    expect(lookupProject).toHaveBeenCalledWith('demo')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(csp.get('frame-ancestors')).toBe(
      `https://app.example.com https://*.example.org ${DEFAULT_ANCESTORS}`,
    )
    expect(csp.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/)
    expect(csp.get('style-src')).toMatch(/^'self' 'nonce-/)
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'none'")
    expect(csp.get('connect-src')).toBe("'self'")
    // Framed by design: no X-Frame-Options to contradict frame-ancestors.
    expect(response.headers.get('x-frame-options')).toBeNull()
    // The nonce of the header is the one on the entry script.
    const nonce = csp.get('script-src')?.match(/'nonce-([^']+)'/)?.[1]
    const entry = document.querySelector(`script[src="${ASSETS.script}"]`)
    expect(entry?.getAttribute('nonce')).toBe(nonce)
    const config = JSON.parse(document.getElementById('airlock-frame-config')?.textContent ?? '')
    expect(config).toEqual({
      projectId: 'demo',
      allowedOrigins: ['https://app.example.com', '*.example.org'],
      defaultOrigins: true,
      projectError: null,
      initialChainId: 1,
      enableLogger: false,
    })
  })

  it('uses a different nonce on every request', async () => {
    const { deps } = dependencies(async () => ({ ok: true, origins: [], defaultOrigins: true }))
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await load('projectId=demo', deps)).csp.get('script-src')),
    )
    expect(new Set(nonces).size).toBe(3)
  })

  it('frames an unknown project only for the default origins, and says why on the page', async () => {
    const { deps } = dependencies(async () => ({
      ok: false,
      message: 'Unauthorized: invalid key',
    }))
    const { response, document, csp } = await load('projectId=nope', deps)
    expect(response.status).toBe(200)
    expect(csp.get('frame-ancestors')).toBe(DEFAULT_ANCESTORS)
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Unauthorized: invalid key')
  })

  it('lets only its own origins frame a project that turned the defaults off', async () => {
    const strict = dependencies(async () => ({
      ok: true,
      origins: ['https://app.example.com'],
      defaultOrigins: false,
    }))
    const { csp, document } = await load('projectId=strict', strict.deps)
    expect(csp.get('frame-ancestors')).toBe('https://app.example.com')
    const config = JSON.parse(document.getElementById('airlock-frame-config')?.textContent ?? '')
    expect(config.defaultOrigins).toBe(false)
    const none = dependencies(async () => ({ ok: true, origins: [], defaultOrigins: false }))
    expect((await load('projectId=strict', none.deps)).csp.get('frame-ancestors')).toBe("'none'")
  })

  it('carries the security headers of an embeddable document; no HSTS with AIRLOCK_DEV=1', async () => {
    const production = (await load('projectId=demo', dependencies(ok).deps)).response.headers
    expect(production.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(production.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(production.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(production.get('referrer-policy')).toBe('same-origin')
    expect(production.get('permissions-policy')).toContain('camera=()')
    expect(production.get('x-content-type-options')).toBe('nosniff')
    const dev = (await load('projectId=demo', dependencies(ok, true).deps)).response.headers
    expect(dev.get('strict-transport-security')).toBeNull()
    expect(dev.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('fails closed when the project cannot be looked up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { deps } = dependencies(async () => {
      throw new Error('database down')
    })
    const { response, html, csp } = await load('projectId=demo', deps)
    expect(response.status).toBe(500)
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(html).toContain(FRAME_PAGE_FAILED)
    expect(html).not.toContain('database down')
    expect(error).toHaveBeenCalledWith('[airlock] the frame page failed:', 'database down')
  })

  it('says to set AIRLOCK_DEV=1 or the production variables when the site is not configured', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // What `secure-site dev` without AIRLOCK_DEV=1 meets: production asks for its secrets.
    let configError: unknown
    try {
      loadConfig({}, { warn: () => {} })
    } catch (thrown) {
      configError = thrown
    }
    expect(configError).toBeInstanceOf(ConfigError)
    const { deps } = dependencies(async () => {
      throw configError
    })
    const { response, document, csp } = await load('projectId=demo', deps)
    expect(response.status).toBe(500)
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(document.querySelector('p')?.textContent).toBe(
      'The secure site is not configured. For development, start it with AIRLOCK_DEV=1; in production, set AIRLOCK_KEK, AIRLOCK_SESSION_SECRET and SMTP_URL (infra/ENV.md). The server log lists each problem.',
    )
    expect(FRAME_PAGE_NOT_CONFIGURED).toBe(document.querySelector('p')?.textContent)
    expect(error).toHaveBeenCalledWith(
      '[airlock] the frame page failed: the configuration is invalid (AIRLOCK_DEV=1 for development):',
      expect.stringContaining('AIRLOCK_KEK is required outside development (AIRLOCK_DEV=1)'),
    )
  })

  it('fails closed when the bundle is not built', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const deps: FramePageDependencies = {
      lookupProject: async () => ({ ok: true, origins: [], defaultOrigins: true }),
      assets: () => {
        throw new Error('The frame bundle is not built')
      },
      airlockDev: () => false,
    }
    const { response, csp } = await load('projectId=demo', deps)
    expect(response.status).toBe(500)
    expect(csp.get('frame-ancestors')).toBe("'none'")
  })
})
