import { defineConfig } from 'vitest/config'
import { HAPPY_DOM_TESTS, JSDOM_TESTS } from './vitest.environments'

// Projects by environment (vitest.environments.ts): most files need no DOM and run in node,
// with nothing to set up; Testing Library renders run in happy-dom; jsdom, the slowest to
// start, only where an iframe or postMessage's event.source needs its fidelity.
const ALL_TS = 'src/**/*.test.ts'
const ALL_TSX = 'src/**/*.test.tsx'
// The frame code is a lazy chunk; the DOM tests want it loaded, as after a page's first use.
// The fake secure site is never fetched over the network (secureSiteFetch.ts).
const FRAME_SETUP = ['src/core/testing/preloadFrameStack.ts', 'src/core/testing/secureSiteFetch.ts']
// A real EVM chain for the eip155 adapter's tests (inject('anvilRpcUrl')), and the SDK bundled
// once per run for the module-graph tests (bundleGraph.ts); a file elsewhere bundles alone.
const GLOBAL_SETUP = ['test-support/anvilGlobalSetup.ts', 'test-support/bundleGlobalSetup.ts']

export default defineConfig({
  test: {
    // A stray .only would quietly skip the rest of the suite: refused locally too, not only in CI.
    allowOnly: false,
    // Worker threads start a test file faster than forked processes (116 s against 130 s for
    // the whole suite on a 2-core machine); every file is still isolated in its own context.
    pool: 'threads',
    // A hang still fails, after 30 s (the module-graph tests take seconds on a busy 2-core box).
    testTimeout: 30_000,
    provide: { wagmiMajor: '3' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [ALL_TS, 'test-support/**/*.test.ts'],
          exclude: [...HAPPY_DOM_TESTS, ...JSDOM_TESTS],
          setupFiles: ['src/core/testing/secureSiteFetch.ts'],
          // Only node files use them (one anvil, one bundle server per run, not per project).
          globalSetup: GLOBAL_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'happy-dom',
          environment: 'happy-dom',
          include: [ALL_TSX, ...HAPPY_DOM_TESTS],
          exclude: JSDOM_TESTS,
          setupFiles: FRAME_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: JSDOM_TESTS,
          setupFiles: FRAME_SETUP,
        },
      },
      {
        // The wagmi connector's peer range spans two majors: its tests also run on wagmi 2.
        extends: true,
        test: {
          name: 'wagmi-v2',
          environment: 'node',
          include: ['src/wagmi/**/*.test.ts'],
          setupFiles: ['src/core/testing/secureSiteFetch.ts'],
          provide: { wagmiMajor: '2' },
        },
        // The connector imports wagmi's re-exports of @wagmi/core; no wagmi 2 is installed, and
        // its core is what those names are.
        resolve: {
          alias: [
            { find: /^@wagmi\/core$/, replacement: '@wagmi/core-v2' },
            { find: /^wagmi$/, replacement: '@wagmi/core-v2' },
          ],
        },
      },
    ],
  },
})
