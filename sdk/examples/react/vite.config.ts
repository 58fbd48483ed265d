import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const sdk = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url))

// `root` is this folder whatever the working directory: the sdk package runs
// `vite build --config examples/react/vite.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs: the one build is served from any origin and path.
  base: './',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@airlock\/sdk\/react$/, replacement: sdk('react/index.ts') },
      { find: /^@airlock\/sdk$/, replacement: sdk('index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets bench/ and the reviewer see what is eager and what is lazy.
    manifest: true,
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 5173, host: '127.0.0.1' },
})
