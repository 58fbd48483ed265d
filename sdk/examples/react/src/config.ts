/**
 * Runtime configuration, so that one build serves every origin the tests use:
 * `./airlock.config.json` beside the page wins, then the build's VITE_AIRLOCK_*
 * variables, then the local demo's defaults.
 */
import type { FrameTimeouts } from '@airlock/sdk'

export interface DappConfig {
  projectId: string
  secureSiteUrl: string
  rpcUrl: string
  chainId: number
  frameTimeouts?: Partial<FrameTimeouts> | undefined
}

export const DEFAULT_CONFIG: DappConfig = {
  projectId: 'airlock-demo',
  secureSiteUrl: 'http://localhost:3001',
  rpcUrl: 'http://127.0.0.1:8545',
  chainId: 31337,
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

function chainId(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined
}

function frameTimeouts(value: unknown): Partial<FrameTimeouts> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter(
    ([, timeout]) => typeof timeout === 'number' && timeout > 0,
  )
  return entries.length ? (Object.fromEntries(entries) as Partial<FrameTimeouts>) : undefined
}

/** The fields of `raw` that are present and well-formed; the rest is left to the fallbacks. */
export function parseConfig(raw: unknown): Partial<DappConfig> {
  if (!raw || typeof raw !== 'object') return {}
  const source = raw as Record<string, unknown>
  const parsed: Partial<DappConfig> = {
    projectId: text(source.projectId),
    secureSiteUrl: text(source.secureSiteUrl),
    rpcUrl: text(source.rpcUrl),
    chainId: chainId(source.chainId),
    frameTimeouts: frameTimeouts(source.frameTimeouts),
  }
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Partial<DappConfig>
}

function fromBuild(): Partial<DappConfig> {
  const env = import.meta.env
  return parseConfig({
    projectId: env.VITE_AIRLOCK_PROJECT_ID,
    secureSiteUrl: env.VITE_AIRLOCK_SECURE_SITE_URL,
    rpcUrl: env.VITE_AIRLOCK_RPC_URL,
    chainId: env.VITE_AIRLOCK_CHAIN_ID,
  })
}

async function fromFile(): Promise<Partial<DappConfig>> {
  try {
    const response = await fetch('./airlock.config.json', { cache: 'no-store' })
    if (!response.ok) return {}
    return parseConfig(await response.json())
  } catch {
    // No file (or not JSON, e.g. a dev server's HTML fallback): the other sources decide.
    return {}
  }
}

export async function loadConfig(): Promise<DappConfig> {
  return { ...DEFAULT_CONFIG, ...fromBuild(), ...(await fromFile()) }
}
