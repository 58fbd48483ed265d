// The README's start snippet, as written.
import { createAirlock, localhost } from '@airlock/sdk'

export const airlock = createAirlock({
  projectId: 'my-project',
  secureSiteUrl: 'https://wallet.example.com',
  networks: [localhost],
  metadata: { name: 'My dapp', description: 'A Vite app', url: 'https://dapp.example', icons: [] },
})
