import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A stray .only would quietly skip the rest of the suite: refused locally too, not only in CI.
    allowOnly: false,
  },
})
