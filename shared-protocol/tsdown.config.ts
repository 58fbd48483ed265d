import { defineConfig } from 'tsdown'

// One output file per source file (unbundle), as for the SDK: a consumer that imports one
// schema keeps only the modules it reaches (`sideEffects: false`).
export default defineConfig({
  entry: ['src/index.ts'],
  unbundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  outDir: 'dist',
  report: false,
})
