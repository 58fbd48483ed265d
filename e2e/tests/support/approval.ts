import { expect, type FrameLocator, type Page } from '@playwright/test'

/** The approval card inside the secure frame, once the host has shown the frame. */
export async function approvalCard(page: Page): Promise<FrameLocator> {
  await expect(page.locator('#w3m-iframe')).toBeVisible()
  const card = page.frameLocator('#w3m-iframe')
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible()
  return card
}

/** What the card lists under `term` (Network, Account, Method). */
export function cardField(card: FrameLocator, term: string) {
  return card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
}

export async function approve(page: Page): Promise<void> {
  await (await approvalCard(page)).getByRole('button', { name: 'Approve' }).click()
}

export async function reject(page: Page): Promise<void> {
  await (await approvalCard(page)).getByRole('button', { name: 'Reject' }).click()
}
