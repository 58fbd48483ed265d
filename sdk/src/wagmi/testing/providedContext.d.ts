import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The @wagmi/core major the test project resolves (sdk/vitest.config.ts: 3, or 2 aliased). */
    wagmiMajor: string
  }
}
