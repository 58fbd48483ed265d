import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The core talks to an iframe through window messages: the tests need a DOM.
    environment: 'jsdom',
    // The frame code is a lazy chunk; most tests want it loaded, as after a page's first use.
    setupFiles: ['src/core/testing/preloadFrameStack.ts'],
  },
})
