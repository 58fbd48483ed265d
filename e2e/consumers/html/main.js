// The README's start snippet, as written, then the custom elements for the page's markup.
import { createAirlock, localhost } from '@airlock/sdk'
import { defineAirlockElements } from '@airlock/sdk/elements'

const airlock = createAirlock({
  projectId: 'my-project',
  secureSiteUrl: 'https://wallet.example.com',
  networks: [localhost],
  metadata: {
    name: 'My dapp',
    description: 'A plain page',
    url: 'https://dapp.example',
    icons: [],
  },
})
defineAirlockElements(airlock)

document.getElementById('open')?.addEventListener('click', () => airlock.open())

const status = document.querySelector('[data-testid="status"]')
const address = document.querySelector('[data-testid="address"]')
const show = (state) => {
  if (status) status.textContent = state.status
  if (address) address.textContent = state.address ?? ''
}
show(airlock.getState())
airlock.subscribeState(show)
