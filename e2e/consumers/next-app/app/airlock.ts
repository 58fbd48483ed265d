// The README's start snippet, as written (this module also runs during server rendering).
import { createAirlock, localhost } from '@airlock/sdk'

export const airlock = createAirlock({
  projectId: 'my-project',
  secureSiteUrl: 'https://wallet.example.com',
  networks: [localhost],
  metadata: {
    name: 'My dapp',
    description: 'A Next.js app',
    url: 'https://dapp.example',
    icons: [],
  },
})
