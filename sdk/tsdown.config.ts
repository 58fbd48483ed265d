import { defineConfig } from 'tsdown'

// One output file per source file (unbundle): the consumer's bundler sees the same module
// graph as the workspace does, so every `import()` stays a lazy chunk for it, unused modules
// drop out (`sideEffects: false`), and the `declare module` augmentations keep their paths.
export default defineConfig({
  entry: ['src/index.ts', 'src/react/index.ts', 'src/elements/index.ts', 'src/wagmi/index.ts'],
  unbundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  outDir: 'dist',
  // tsdown's own publint / attw runs stay off: `pnpm check:packages` runs both on the tarball.
  report: false,
})
