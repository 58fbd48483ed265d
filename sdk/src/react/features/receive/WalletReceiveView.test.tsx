import { act, fireEvent, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { settle } from '../../modal/accountModalHarness'
import { accountViewTests } from '../../modal/accountViewHarness'
import { decodeQr } from '../../testing/decodeQr'
import { svgQrMatrix } from '../../testing/svgQrMatrix'

const writeText = vi.fn(async (_text: string) => {})
const views = accountViewTests()
const { ui } = views
const opened = () => views.current()

beforeEach(() => {
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})

/** Account, then "Receive", as a user gets there. */
async function openReceive() {
  await views.open({
    options: {
      networks: [
        localhost,
        { ...localhost2, assets: { imageUrl: 'https://images.example/l2.png' } },
      ],
    },
  })
  await views.pressAction('Receive')
}

describe('Receive view', () => {
  it('shows the address as a QR code that reads back to it, once the QR encoder has loaded', async () => {
    await openReceive()
    expect(opened().airlock.stores.router.getState().view).toBe('WalletReceive')
    expect(ui().getByRole('heading', { name: 'Receive', level: 2 })).toBeTruthy()
    await settle()
    const qr = ui().getByRole('img', { name: `QR code of your address ${WALLET_ADDRESS}` })
    const matrix = svgQrMatrix(qr as unknown as SVGElement)
    expect(matrix).toHaveLength(29)
    expect(decodeQr(matrix)).toBe(WALLET_ADDRESS)
    expect(ui().queryByText('Loading QR code')).toBeNull()
    expect(ui().getByTestId('receive-address').textContent).toBe(WALLET_ADDRESS)
  })

  it('"Copy address" copies the whole address and says so', async () => {
    await openReceive()
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(WALLET_ADDRESS)
    expect(opened().airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Address copied',
    })
  })

  it('lists the networks the address can receive on, with their images', async () => {
    await openReceive()
    const networks = within(ui().getByRole('list', { name: 'Networks' }))
    const items = networks.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Localhost', 'Localhost 2'])
    expect(items[1]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/l2.png',
    )
    // Without an image, a badge drawn from the name stands in.
    expect(items[0]?.querySelector('[data-initials="L"]')).not.toBeNull()
  })

  it('focuses "Copy address" on open, and Back returns to Account', async () => {
    await openReceive()
    await settle()
    expect(opened().modal.root.activeElement).toBe(
      ui().getByRole('button', { name: 'Copy address' }),
    )
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Back' })))
    expect(opened().airlock.stores.router.getState().view).toBe('Account')
  })
})
