import { act, fireEvent, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FakeRequest } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { signIn, startTestAirlock } from '../../../core/testing/airlockHarness'
import { providerError, WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { type AccountModalOptions, settle } from '../../modal/accountModalHarness'
import { accountViewTests } from '../../modal/accountViewHarness'
import { mountTestModal, stopTestModal, tick } from '../../modal/modalHarness'
import { embeddedCapabilities } from '../../testing/embeddedCapabilities'

// Without a data API (one test), balances come from the RPC: no node in jsdom.
vi.mock(
  '../../../core/features/balances/balancesFromRpc',
  () => import('../../testing/rpcBalancesDouble'),
)

const ZONE = 'airlock.id'
/** The names service: `adam` is taken, everything else free; alternatives as the fixture makes them. */
const suggestionsRoute = (request: FakeRequest) => {
  const label = request.path.split('/').at(-1) ?? ''
  return {
    suggestions: [
      { name: `${label}.${ZONE}`, registered: label === 'adam' },
      { name: `${label}1.${ZONE}`, registered: false },
      { name: `${label}-eth.${ZONE}`, registered: false },
    ],
  }
}

const views = accountViewTests()
const { ui, dialog, view } = views
const opened = () => views.current()
const input = () => ui().getByRole('textbox', { name: 'Name' }) as HTMLInputElement
const suggestionRequests = () =>
  opened().api.requests.filter((request) => request.path.startsWith('/v1/profile/suggestions/'))

/** Account, then "Choose a name", as a user gets there. */
async function openRegister(setup: AccountModalOptions = {}) {
  const modal = await views.open({
    ...setup,
    routes: {
      'GET /v1/profile/suggestions/*': suggestionsRoute,
      'POST /v1/profile/account': { ok: true },
      ...setup.routes,
    },
  })
  modal.wallet.respond('personal_sign', { result: '0x1234' })
  await views.pressAction(/^Choose a name/)
}

/** Types `text`, then lets the suggestion wait (500 ms) pass and the answer arrive. */
async function type(text: string) {
  await act(async () => fireEvent.change(input(), { target: { value: text } }))
  await tick(500)
  await settle()
}

const register = async () => {
  await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Register' })))
  await settle()
}

describe('RegisterAccountName view', () => {
  it('states the rule and shows the validation messages of shared-protocol', async () => {
    await openRegister()
    expect(view()).toBe('RegisterAccountName')
    const hint = ui().getByText('Letters, digits and hyphens, at least 4 characters.')
    expect(input().getAttribute('aria-describedby')).toBe(hint.id)
    expect(opened().modal.root.activeElement).toBe(input())

    await type('ad')
    expect(dialog().getByRole('alert').textContent).toBe('A name must be at least 4 characters')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    await type('ada lovelace')
    expect(dialog().getByRole('alert').textContent).toBe(
      'A name may only contain letters, digits and hyphens',
    )
    await type('')
    expect(dialog().queryByRole('alert')).toBeNull()
    await register()
    expect(dialog().getByRole('alert').textContent).toBe('A name is required')
    // Nothing was signed or sent.
    expect(opened().wallet.methods()).not.toContain('personal_sign')
    expect(opened().api.to('/v1/profile/account')).toEqual([])
  })

  it('asks for suggestions once the typing stops, and says whether the name is free', async () => {
    await openRegister()
    await act(async () => fireEvent.change(input(), { target: { value: 'g' } }))
    await tick(200)
    await act(async () => fireEvent.change(input(), { target: { value: 'gr' } }))
    await tick(200)
    await type('grace')
    // One request, for what was typed last (SPEC §9 default debounce, 500 ms).
    expect(suggestionRequests().map((request) => request.path)).toEqual([
      '/v1/profile/suggestions/grace',
    ])
    expect(suggestionRequests()[0]?.query.zone).toBe(ZONE)
    expect(ui().getByTestId('name-status').textContent).toBe(' grace.airlock.id is available')
    const list = within(ui().getByRole('list', { name: 'Suggestions' }))
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'grace1.airlock.id Available',
      'grace-eth.airlock.id Available',
    ])
  })

  it('a taken name cannot be registered; a suggestion fills the field', async () => {
    await openRegister()
    await type('adam')
    expect(ui().getByTestId('name-status').textContent).toBe('adam.airlock.id is taken')
    expect(ui().getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true)
    await act(async () =>
      fireEvent.click(ui().getByRole('button', { name: 'adam-eth.airlock.id Available' })),
    )
    expect(input().value).toBe('adam-eth')
    expect(opened().modal.root.activeElement).toBe(input())
    await tick(500)
    await settle()
    expect(ui().getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(false)
  })

  it('shows "Error fetching name suggestions" when they cannot be fetched', async () => {
    await openRegister({
      routes: {
        'GET /v1/profile/suggestions/*': Response.json({ message: 'down' }, { status: 500 }),
      },
    })
    await type('grace')
    expect(opened().airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Error fetching name suggestions',
    })
    expect(ui().queryByRole('list', { name: 'Suggestions' })).toBeNull()
  })

  it('registers with the wallet signature, shows the success view, and Done returns to Account', async () => {
    // The identity of the address is the name once registered, as the names service answers it.
    let registered: string | null = null
    await openRegister({
      routes: {
        'POST /v1/profile/account': (request: FakeRequest) => {
          registered = (
            JSON.parse((request.body as { message: string }).message) as { name: string }
          ).name
          return { ok: true }
        },
        'GET /v1/identity/*': () => ({ name: registered, avatar: null }),
      },
    })
    await type('Grace')
    await register()
    const signed = opened().wallet.calls.find((call) => call.method === 'personal_sign')
    expect(signed?.params).toEqual([expect.stringMatching(/^0x/), WALLET_ADDRESS])
    expect(opened().api.to('/v1/profile/account')[0]?.body).toMatchObject({
      address: WALLET_ADDRESS,
      signature: '0x1234',
    })
    expect(view()).toBe('RegisterAccountNameSuccess')
    expect(ui().getByRole('heading', { name: 'Name Registered', level: 2 })).toBeTruthy()
    expect(dialog().getByText('grace.airlock.id').parentElement?.textContent).toBe(
      'grace.airlock.id is now your account name.',
    )
    // No way back to the form: Done is the way on.
    expect(ui().queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Done' })))
    expect(view()).toBe('Account')
    expect(ui().getByTestId('account-address').textContent).toBe('grace.airlock.id')
    expect(ui().queryByRole('button', { name: /^Choose a name/ })).toBeNull()
  })

  it('on a failed registration, comes back to the form with "Error registering name {name}"', async () => {
    await openRegister({
      routes: { 'POST /v1/profile/account': Response.json({}, { status: 500 }) },
    })
    await type('grace')
    await register()
    expect(view()).toBe('RegisterAccountName')
    expect(opened().airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Error registering name grace.airlock.id',
    })
    expect(input().value).toBe('grace')
    expect(ui().getByRole('button', { name: 'Register' }).getAttribute('aria-busy')).toBeNull()
  })

  it('a signature refused in the wallet is a failed registration too', async () => {
    await openRegister()
    opened().wallet.respond('personal_sign', { error: providerError(4001, 'User rejected') })
    await type('grace')
    await register()
    expect(view()).toBe('RegisterAccountName')
    expect(opened().airlock.stores.toast.getState().message).toBe(
      'Error registering name grace.airlock.id',
    )
    expect(opened().api.to('/v1/profile/account')).toEqual([])
  })
})

describe('RegisterAccountName view without a names service', () => {
  it('says so, and asks nothing as the user types', async () => {
    const modal = await views.open({
      options: { apiUrls: undefined },
      view: 'RegisterAccountName',
    })
    expect(ui().getByText("Names aren't available here.")).toBeTruthy()
    expect(ui().queryByRole('textbox')).toBeNull()
    expect(modal.api.requests).toEqual([])
  })
})

describe('RegisterAccountName view with the embedded wallet', () => {
  it('gives way to ApproveTransaction for the signature, and keeps what was typed', async () => {
    const { fakeBlockchainApi, BLOCKCHAIN_API_URL } = await import(
      '../../../core/clients/blockchainApi/fakeBlockchainApi'
    )
    const api = fakeBlockchainApi({
      'GET /v1/supported-chains': { http: ['eip155:31337'], ws: [] },
      'GET /v1/account/*': { balances: [] },
      'GET /v1/identity/*': { name: null, avatar: null },
      'GET /v1/profile/suggestions/*': suggestionsRoute,
      'POST /v1/profile/account': Response.json({}, { status: 500 }),
    })
    api.stubGlobal()
    const airlock = startTestAirlock({ apiUrls: { blockchainApi: BLOCKCHAIN_API_URL } })
    const frame = await signIn(airlock, embeddedCapabilities)
    const modal = await mountTestModal(airlock)
    try {
      await act(async () => airlock.open())
      await settle()
      await act(async () =>
        fireEvent.click(modal.ui.getByRole('button', { name: /^Choose a name/ })),
      )
      const field = () => modal.ui.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
      await act(async () => fireEvent.change(field(), { target: { value: 'grace' } }))
      await tick(500)
      await settle()
      await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Register' })))
      await settle()
      expect(airlock.getState().view).toBe('ApproveTransaction')
      const request = frame.last('RPC_REQUEST')
      expect(request?.payload).toMatchObject({ method: 'personal_sign' })
      // The user approves in the frame; the names service then refuses the registration.
      await act(async () => {
        if (request) frame.succeed(request, '0x1234')
      })
      await settle()
      expect(airlock.getState().view).toBe('RegisterAccountName')
      expect(airlock.stores.toast.getState().message).toBe(
        'Error registering name grace.airlock.id',
      )
      expect(field().value).toBe('grace')
    } finally {
      stopTestModal(modal, airlock)
      vi.unstubAllGlobals()
    }
  })
})
