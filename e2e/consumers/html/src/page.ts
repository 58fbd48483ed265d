// The check's own part of the page: an "Open Airlock" button and the instance's state.
import { airlock } from './airlock'

document.getElementById('open')?.addEventListener('click', () => airlock.open())

const status = document.querySelector('[data-testid="status"]')
const address = document.querySelector('[data-testid="address"]')
const show = (state: ReturnType<typeof airlock.getState>) => {
  if (status) status.textContent = state.status
  if (address) address.textContent = state.address ?? ''
}
show(airlock.getState())
airlock.subscribeState(show)
