// Types of packTarballs.mjs, for the TypeScript that imports it (e2e/consumers).
import type { SpawnOptions } from 'node:child_process'

export declare const REPO_ROOT: string
export declare const PACKAGES: readonly { name: string; dir: string; built: readonly string[] }[]

export interface Tarball {
  name: string
  version: string
  /** Absolute path of the .tgz. */
  file: string
  packedBytes: number
  unpackedBytes: number
}

export declare function distStaleReason(dir: string): string | null
export declare function run(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<string>
export declare function unpackedBytes(tarball: string): number
export declare function packTarballs(
  destination: string,
  options?: { log?: (line: string) => void },
): Promise<Tarball[]>
export declare function packedTarballs(destination: string): Tarball[]
