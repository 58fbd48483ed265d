import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where global setup leaves the running stack's addresses for the test workers. */
export const STACK_INFO_PATH = fileURLToPath(new URL('../.stack.json', import.meta.url))

export interface ChainInfo {
  chainId: number
  /** CAIP-2 id, e.g. eip155:31337. */
  caip2: string
  rpcUrl: string
  port: number
}

export interface ServedApp {
  url: string
  port: number
}

/** Everything a test needs to reach the stack; plain JSON so it crosses processes. */
export interface StackInfo {
  startedAt: string
  /** Keyed by CAIP-2 id. */
  chains: Record<string, ChainInfo>
  mail: { smtpUrl: string; apiUrl: string; smtpPort: number; apiPort: number }
  /** null when secure-site has no build (`secure-site/.next` missing). */
  secureSite: ServedApp | null
  /** null when the example dapp has no build (`sdk/examples/react/dist` missing). */
  dapp: ServedApp | null
}

export function writeStackInfo(info: StackInfo, path = STACK_INFO_PATH): void {
  writeFileSync(path, `${JSON.stringify(info, null, 2)}\n`)
}

export function removeStackInfo(path = STACK_INFO_PATH): void {
  rmSync(path, { force: true })
}

/** Reads the info global setup wrote; throws a message that says how to get one. */
export function readStackInfo(path = STACK_INFO_PATH): StackInfo {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new Error(
      `no running stack: ${path} is missing. Run the suite with \`playwright test\` from e2e/ (global setup starts the stack).`,
    )
  }
  const info: unknown = JSON.parse(text)
  if (!isStackInfo(info)) throw new Error(`${path} does not hold a stack description`)
  return info
}

function isStackInfo(value: unknown): value is StackInfo {
  if (typeof value !== 'object' || value === null) return false
  const info = value as Partial<Record<keyof StackInfo, unknown>>
  return (
    typeof info.startedAt === 'string' &&
    typeof info.chains === 'object' &&
    info.chains !== null &&
    typeof info.mail === 'object' &&
    info.mail !== null &&
    'secureSite' in info &&
    'dapp' in info
  )
}
