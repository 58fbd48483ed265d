import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two pages: index.html is the README's React snippet, wagmi.html its wagmi snippet.
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: ['index.html', 'wagmi.html'] } },
})
