import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FakeRequest } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import type { Transaction } from '../../../core/clients/blockchainApi/types'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { HISTORY_PATH, settle } from '../../modal/accountModalHarness'
import { tick } from '../../modal/modalHarness'
import { buyModal, purchase, URL_PATH, warmUpBuyView } from './buyModalHarness'
import { ONRAMP_POLL_MS } from './OnrampWaiting'

const buy = buyModal()
const { ui, api, typeAmount, continueButton } = buy

beforeAll(warmUpBuyView, 30_000)
afterEach(() => buy.stop())

describe('Buy view: after the provider opened', () => {
  it('watches the on-ramp history; a new purchase refreshes the balances past their cache', async () => {
    const purchases: Transaction[] = [purchase('earlier')]
    await buy.open({
      [HISTORY_PATH]: (request: FakeRequest) => ({
        data: request.query.onramp === 'coinbase' ? [...purchases] : [],
      }),
    })
    await typeAmount('100')
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    const status = () => ui().getByTestId('onramp-status').textContent
    expect(status()).toBe('Waiting for your purchase to arrive…')
    const historyCalls = () =>
      api()
        .to(`/v1/account/${WALLET_ADDRESS}/history`)
        .filter((request) => request.query.onramp === 'coinbase')
    expect(historyCalls()).toHaveLength(1)
    expect(historyCalls()[0]?.cache).toBe('no-cache')
    // The purchase that was there before is not this one.
    await tick(ONRAMP_POLL_MS)
    await settle()
    expect(historyCalls()).toHaveLength(2)
    expect(status()).toBe('Waiting for your purchase to arrive…')
    const balanceCalls = () => api().to(`/v1/account/${WALLET_ADDRESS}/balance`).length
    const before = balanceCalls()
    purchases.unshift(purchase('new'))
    await tick(ONRAMP_POLL_MS)
    await settle()
    expect(status()).toBe('It has arrived: your balance is up to date.')
    expect(ui().getByRole('heading', { name: 'Purchase received' })).toBeTruthy()
    expect(api().to(`/v1/account/${WALLET_ADDRESS}/balance`).at(-1)?.query.forceUpdate).toBe('true')
    expect(balanceCalls()).toBe(before + 1)
    // Found: no more asking.
    await tick(ONRAMP_POLL_MS * 3)
    expect(historyCalls()).toHaveLength(3)
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Back to account' })))
    await settle()
    expect(buy.airlock().stores.router.getState().view).toBe('Account')
  })

  it('"Open Coinbase again" asks for a new URL and opens it', async () => {
    await buy.open()
    await typeAmount('50')
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    await act(async () =>
      fireEvent.click(ui().getByRole('button', { name: 'Open Coinbase again' })),
    )
    await settle()
    expect(api().to(URL_PATH)).toHaveLength(2)
    expect(buy.windowOpen()).toHaveBeenCalledTimes(2)
  })

  it('stops watching after failures in a row and says the balance refreshes on the way back', async () => {
    await buy.open({
      [HISTORY_PATH]: () => Response.json({ message: 'down' }, { status: 500 }),
    })
    await typeAmount('100')
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    await tick(ONRAMP_POLL_MS)
    await settle()
    await tick(ONRAMP_POLL_MS)
    await settle()
    expect(ui().getByTestId('onramp-status').textContent).toBe(
      'Your balance refreshes when you go back to your account.',
    )
  })
})
