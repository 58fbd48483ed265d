import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const sdk = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url))

// As examples/react: `root` is this folder whatever the working directory
// (`vite build --config examples/wagmi/vite.config.ts`), assets are relative.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@airlock\/sdk\/react$/, replacement: sdk('react/index.ts') },
      { find: /^@airlock\/sdk\/wagmi$/, replacement: sdk('wagmi/index.ts') },
      { find: /^@airlock\/sdk$/, replacement: sdk('index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // e2e/bench/wagmi-first-open.mjs reads what is eager and what is lazy from it.
    manifest: true,
  },
  server: { port: 5174, host: '127.0.0.1' },
  preview: { port: 5174, host: '127.0.0.1' },
})
