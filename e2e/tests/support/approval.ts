import { expect, type FrameLocator, type Page } from '@playwright/test'
import { parseGwei } from 'viem'

/** The approval card inside the secure frame, once the host has shown the frame. */
export async function approvalCard(page: Page): Promise<FrameLocator> {
  const iframe = page.locator('#w3m-iframe')
  await expect(iframe).toBeVisible()
  // Where a person would click: the frame has stopped moving (Playwright's own stability
  // check looks inside the frame, not at the frame's place on the page).
  let last = ''
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await iframe.boundingBox())
        const still = box === last
        last = box
        return still
      },
      { intervals: [50, 100, 100, 200] },
    )
    .toBe(true)
  const card = page.frameLocator('#w3m-iframe')
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible()
  return card
}

/** What the card lists under `term` (Network, Account, Method). */
export function cardField(card: FrameLocator, term: string) {
  return card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
}

/** The fee a transaction card promises: the maximum, and the gas, fees and nonce it is signed with. */
export async function cardFee(card: FrameLocator) {
  const text = async (term: string) => (await cardField(card, term).textContent()) ?? ''
  const gwei = async (term: string) => parseGwei((await text(term)).replace(/ gwei$/, ''))
  return {
    maxFee: await text('Max fee'),
    gas: BigInt(await text('Gas limit')),
    maxFeePerGas: await gwei('Fee per gas (max)'),
    maxPriorityFeePerGas: await gwei('Tip per gas (max)'),
    nonce: Number(await text('Nonce')),
  }
}

/**
 * Clicks Approve once it counts: the frame enables it only after its card has been fully
 * visible for 500 ms (a click before that does nothing), so the wait is explicit here
 * rather than left to the click's own enabled check.
 */
export async function approve(page: Page): Promise<void> {
  const button = (await approvalCard(page)).getByRole('button', { name: 'Approve' })
  await expect(button, 'Approve stays disabled: is the frame fully visible?').toHaveAttribute(
    'aria-disabled',
    'false',
  )
  await button.click()
}

export async function reject(page: Page): Promise<void> {
  await (await approvalCard(page)).getByRole('button', { name: 'Reject' }).click()
}
