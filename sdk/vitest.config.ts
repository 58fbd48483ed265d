import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A stray .only would quietly skip the rest of the suite: refused locally too, not only in CI.
    allowOnly: false,
    // The core talks to an iframe through window messages: the tests need a DOM.
    environment: 'jsdom',
    // The frame code is a lazy chunk; most tests want it loaded, as after a page's first use.
    // The fake secure site is never fetched over the network (secureSiteFetch.ts).
    setupFiles: ['src/core/testing/preloadFrameStack.ts', 'src/core/testing/secureSiteFetch.ts'],
    // A dozen tests bundle the whole SDK with esbuild (testing/bundleGraph.ts) to prove what
    // stays lazy: seconds each, more on a busy 2-core box. A hang still fails, after 30 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          // A real EVM chain for the eip155 adapter's tests (inject('anvilRpcUrl')).
          globalSetup: ['test-support/anvilGlobalSetup.ts'],
          provide: { wagmiMajor: '3' },
        },
      },
      {
        // The wagmi connector's peer range spans two majors: its tests also run on wagmi 2.
        extends: true,
        test: {
          name: 'wagmi-v2',
          include: ['src/wagmi/**/*.test.ts'],
          provide: { wagmiMajor: '2' },
        },
        resolve: { alias: [{ find: /^@wagmi\/core$/, replacement: '@wagmi/core-v2' }] },
      },
    ],
  },
})
