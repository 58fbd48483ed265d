/**
 * The consumer apps of this check (templates beside this file) and what the global setup
 * hands the spec: where each app is served and the anvil behind localhost's RPC.
 */
export const CONSUMER_APPS = ['vite-react', 'next-app', 'html'] as const
export type ConsumerApp = (typeof CONSUMER_APPS)[number]

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
