/**
 * The consumer apps of this check (templates beside this file, made in part of sdk/README.md's
 * snippets: each app's consumer.json), the pages the spec visits in them, and what the global
 * setup hands the spec: where each app is served and the anvil behind localhost's RPC.
 */
export const CONSUMER_APPS = [
  'vite-react',
  'vite-react18',
  'next-app',
  'html',
  'html-standalone',
] as const
export type ConsumerApp = (typeof CONSUMER_APPS)[number]

/**
 * The npm installs (each a folder of the run's root, its apps npm workspaces of one install).
 * React 18 and wagmi 2 have one of their own: in a shared install the SDK, hoisted once,
 * would import the other app's React and wagmi, which no real app has.
 */
export const CONSUMER_INSTALLS: readonly { folder: string; apps: readonly ConsumerApp[] }[] = [
  { folder: 'react19', apps: ['vite-react', 'next-app', 'html', 'html-standalone'] },
  { folder: 'react18', apps: ['vite-react18'] },
]

export interface ConsumerPage {
  /** The test's name: the stack the page stands for. */
  name: string
  app: ConsumerApp
  path: string
  /** A wagmi page: wagmi's own view of the account is shown too (data-testid wagmi-address). */
  wagmi: boolean
}

// One Vite app per React major, each with a React page and a wagmi page (one install, one
// build each): React 19 with wagmi 3, React 18 with wagmi 2.
export const CONSUMER_PAGES: readonly ConsumerPage[] = [
  { name: 'Vite + React 19', app: 'vite-react', path: '/', wagmi: false },
  { name: 'Vite + React 19 + wagmi 3', app: 'vite-react', path: '/wagmi.html', wagmi: true },
  { name: 'Vite + React 18', app: 'vite-react18', path: '/', wagmi: false },
  { name: 'Vite + React 18 + wagmi 2', app: 'vite-react18', path: '/wagmi.html', wagmi: true },
  { name: 'Next.js', app: 'next-app', path: '/', wagmi: false },
  { name: 'plain HTML with the custom elements', app: 'html', path: '/', wagmi: false },
]

export interface ConsumersInfo {
  /** Origin of each built app. */
  urls: Record<ConsumerApp, string>
  /** The anvil (chain 31337) that stands in for localhost's http://127.0.0.1:8545. */
  rpcUrl: string
}

/** Playwright hands what globalSetup puts in process.env to the test workers. */
const INFO_ENV = 'AIRLOCK_CONSUMERS_INFO'

export function writeConsumersInfo(info: ConsumersInfo): void {
  process.env[INFO_ENV] = JSON.stringify(info)
}

export function readConsumersInfo(): ConsumersInfo {
  const raw = process.env[INFO_ENV]
  if (!raw) throw new Error(`${INFO_ENV} is unset: run with -c consumers/playwright.config.ts`)
  return JSON.parse(raw) as ConsumersInfo
}
