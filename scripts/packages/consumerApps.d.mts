// Types of consumerApps.mjs, for the TypeScript that imports it (e2e/consumers).
import type { Tarball } from './packTarballs.mjs'

export declare const CONSUMER_TEMPLATES: string
export declare function npmEnv(): NodeJS.ProcessEnv
export declare function installConsumerApps(
  root: string,
  apps: readonly string[],
  tarballs: readonly Tarball[],
): Promise<number>
export declare function buildConsumerApp(root: string, app: string): Promise<number>
