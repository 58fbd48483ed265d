import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The core talks to an iframe through window messages: the tests need a DOM.
    environment: 'jsdom',
  },
})
