/**
 * The Approve click belongs to the user: a hostile host that fades the frame, covers
 * it, shows it under the pointer at the last moment or asks for a double-click over a
 * queue of requests gets nothing signed. Each attack first proves its clicks really
 * landed on Approve inside the frame (the frame's own record), then that nothing was
 * signed: no RPC_REQUEST_SUCCESS on the wire, no approval recorded by the server
 * (no POST /api/wallet/approvals), and the request still open until Reject ends it.
 * One account for the file; each test opens its own page of the dapp.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { type Hex, toHex, verifyMessage } from 'viem'
import { mailClient } from '../stack/mailClient'
import { readStackInfo } from '../stack/stackInfo'
import type { E2EWindow } from './support/airlockHandle'
import { approvalCard, approve, reject } from './support/approval'
import { expectNoAxeViolationsInCard } from './support/axe'
import { connectedAddress, openDapp, requireDapp } from './support/dapp'
import { EXAMPLE_MESSAGE } from './support/exampleDappRequests'
import { expect, newBrowserContext, test } from './support/fixtures'
import {
  approveClicks,
  frameDrawn,
  frameProbe,
  frameShownAt,
  probeFrame,
  probeFrameShown,
} from './support/frameProbe'
import {
  coverFrame,
  fadeFrame,
  revealedAt,
  revealFrameAsPointerNears,
  sdkTriedToShow,
} from './support/hostAttacks'
import { signUpOnDapp } from './support/signedUp'
import { frameWire, wireOf } from './support/wire'

type Outcome = { signature: Hex } | { code: number } | 'pending'
type OutcomeWindow = E2EWindow & { __outcomes?: Record<string, Outcome> }

let context: BrowserContext
let address: Hex

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  const stack = readStackInfo()
  context = await newBrowserContext(browser)
  const page = await context.newPage()
  address = (await signUpOnDapp(page, stack, mailClient(stack.mail.apiUrl))).address
  await page.close()
})

test.afterAll(async () => {
  await context?.close()
})

/** A fresh page of the dapp on the shared account, with the probes in place. */
async function dappPage(viewport?: {
  width: number
  height: number
}): Promise<{ page: Page; approvals: string[] }> {
  const page = await context.newPage()
  if (viewport) await page.setViewportSize(viewport)
  const approvals: string[] = []
  // The server's record of an Approve: the frame posts here only after the click counted.
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/wallet/approvals')
      approvals.push(request.url())
  })
  await openDapp(page, requireDapp(readStackInfo()).url)
  expect(await connectedAddress(page)).toBe(address)
  await probeFrame(page)
  await probeFrameShown(page)
  return { page, approvals }
}

/** Asks for personal_sign of `message` the way a dapp's library would; the outcome is kept. */
async function askToSign(page: Page, message: string): Promise<void> {
  await page.evaluate(
    ([text, from]) => {
      const outcomeWindow = window as OutcomeWindow
      outcomeWindow.__outcomes ??= {}
      const outcomes = outcomeWindow.__outcomes
      outcomes[text] = 'pending'
      void (window as OutcomeWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method: 'personal_sign', params: [text, from] })
        .then(
          (signature) => {
            outcomes[text] = { signature: signature as Hex }
          },
          (error: { code?: number }) => {
            outcomes[text] = { code: error.code ?? -1 }
          },
        )
    },
    [toHex(message), address] as const,
  )
}

function outcome(page: Page, message: string): Promise<Outcome> {
  return page.evaluate(
    (text) => (window as OutcomeWindow).__outcomes?.[text] ?? 'pending',
    toHex(message),
  )
}

/** What the frame answered to each personal_sign it was asked: the reply's type, or 'none'. */
async function signReplies(page: Page): Promise<string[]> {
  const asked = (await frameWire(page)).filter(
    (record) =>
      record.type === '@w3m-app/RPC_REQUEST' &&
      (record.payload as { method?: string } | undefined)?.method === 'personal_sign',
  )
  const replies = await wireOf(page)
  return asked.map(
    (request) =>
      replies.find((reply) => reply.id === request.id && reply.type.startsWith('@w3m-frame/RPC_'))
        ?.type ?? 'none',
  )
}

/** The centre of the Approve button, in the dapp page's coordinates. */
async function approveSpot(page: Page): Promise<{ x: number; y: number }> {
  const box = await (await approvalCard(page))
    .getByRole('button', { name: 'Approve' })
    .boundingBox()
  if (!box) throw new Error('Approve has no box')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Nothing signed, nothing approved on the server; then Reject ends the open request. */
async function expectNothingSigned(page: Page, approvals: string[], message: string) {
  expect(approvals).toEqual([])
  expect(await signReplies(page)).toEqual(['none'])
  expect(await outcome(page, message)).toBe('pending')
  await reject(page)
  await expect.poll(() => outcome(page, message)).toEqual({ code: 4001 })
  expect(await signReplies(page)).toEqual(['@w3m-frame/RPC_REQUEST_ERROR'])
  expect(approvals).toEqual([])
}

test('the normal path: after 500 ms of plain visibility, a click at Approve signs', async () => {
  const { page, approvals } = await dappPage()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const spot = await approveSpot(page)
  const card = page.frameLocator('#w3m-iframe')
  const approve = card.getByRole('button', { name: 'Approve' })
  await expect(approve).toHaveAttribute('aria-disabled', 'false')
  await expectNoAxeViolationsInCard(page, 'approval card (Approve enabled)')
  await expect(approve).toHaveAttribute('aria-disabled', 'false')
  await page.mouse.click(spot.x, spot.y)

  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)
  expect(approvals).toHaveLength(1)
  const [shown] = await frameShownAt(page)
  const [enabled] = (await frameProbe(page)).enabled
  // A figure for the report, not an assertion: the wait a person sees on this machine.
  console.log(`clickjacking: frame shown → Approve enabled: ${(enabled ?? 0) - (shown ?? 0)} ms`)
  await page.close()
})

test('on a window too short for the whole slot, the frame fits what can be seen and Approve still works', async () => {
  const { page, approvals } = await dappPage({ width: 1280, height: 560 })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approvalCard(page)
  const frame = await page.locator('#w3m-iframe').boundingBox()
  const dialog = await page.getByRole('dialog').boundingBox()
  if (!frame || !dialog) throw new Error('no frame or dialog box')
  expect(frame.y + frame.height).toBeLessThanOrEqual(Math.min(560, dialog.y + dialog.height))
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(approvals).toHaveLength(1)
  await page.close()
})

test('a frame faded to opacity 0.02, clicked where Approve is three times over 2.4 s, signs nothing', async () => {
  const { page, approvals } = await dappPage()
  await fadeFrame(page, 0.02)
  await askToSign(page, 'faded')
  const spot = await approveSpot(page)
  for (const pause of [0, 1_200, 1_200]) {
    // The attack is the passing of time: the delay alone must not let these through.
    if (pause > 0) await page.waitForTimeout(pause)
    await page.mouse.click(spot.x, spot.y)
  }

  const clicks = await approveClicks(page)
  expect(clicks.map(({ trusted, ariaDisabled }) => ({ trusted, ariaDisabled }))).toEqual([
    { trusted: true, ariaDisabled: 'true' },
    { trusted: true, ariaDisabled: 'true' },
    { trusted: true, ariaDisabled: 'true' },
  ])
  await expectNothingSigned(page, approvals, 'faded')
  await page.close()
})

test('an opaque host layer with pointer-events: none over the frame, clicked through after 1.2 s, signs nothing', async () => {
  const { page, approvals } = await dappPage()
  await coverFrame(page)
  await askToSign(page, 'covered')
  const spot = await approveSpot(page)
  await expect(page.locator('#decoy')).toBeVisible()
  await page.waitForTimeout(1_200)
  await page.mouse.click(spot.x, spot.y)

  const clicks = await approveClicks(page)
  expect(clicks.map(({ trusted, ariaDisabled }) => ({ trusted, ariaDisabled }))).toEqual([
    { trusted: true, ariaDisabled: 'true' },
  ])
  // The card waits, and says why, while the layer covers it (scanned in this state).
  const card = page.frameLocator('#w3m-iframe')
  await expect(card.getByRole('status')).toContainText(
    'Approve waits until this card is fully visible.',
  )
  await expectNoAxeViolationsInCard(page, 'approval card (waiting)')
  await page.evaluate(() => document.getElementById('decoy')?.remove())
  await expectNothingSigned(page, approvals, 'covered')
  await page.close()
})

test('a click a moment after the card appears (the host shows it as the pointer nears) signs nothing', async () => {
  const { page, approvals } = await dappPage()
  // Where Approve will be: a first request shows it, then is rejected.
  await askToSign(page, 'scouting')
  const spot = await approveSpot(page)
  const frameBox = await page.locator('#w3m-iframe').boundingBox()
  if (!frameBox) throw new Error('the frame has no box')
  await reject(page)
  await expect(page.locator('#w3m-iframe')).toBeHidden()
  // The pointer waits on the host page, just under where the frame will be.
  const below = { x: spot.x, y: frameBox.y + frameBox.height + 6 }
  await page.mouse.move(below.x, below.y + 60)

  await revealFrameAsPointerNears(page, spot, below.y - spot.y + 1)
  await askToSign(page, 'sudden')
  const card = page.frameLocator('#w3m-iframe')
  await expect(card.getByText(/sudden/)).toBeVisible()
  await expect.poll(() => sdkTriedToShow(page)).toBe(true)
  await frameDrawn(page)
  // The pointer comes up to the frame (it appears), goes on to Approve and presses; a
  // press the browser still routed to the host page is pressed again.
  await page.mouse.move(below.x, below.y)
  await page.mouse.click(spot.x, spot.y)
  for (let again = 0; again < 3 && (await approveClicks(page)).length === 0; again += 1) {
    await page.mouse.click(spot.x, spot.y)
  }

  const [click, ...more] = await approveClicks(page)
  expect(more).toEqual([])
  expect(click).toMatchObject({ trusted: true, ariaDisabled: 'true' })
  expect(click?.card).toContain('sudden')
  const appeared = await revealedAt(page)
  expect(appeared).not.toBeNull()
  console.log(
    `clickjacking: the click landed ${(click?.at ?? 0) - (appeared ?? 0)} ms after the card appeared`,
  )
  expect(approvals).toEqual([])
  expect(await outcome(page, 'sudden')).toBe('pending')
  await reject(page)
  await expect.poll(() => outcome(page, 'sudden')).toEqual({ code: 4001 })
  expect(approvals).toEqual([])
  await page.close()
})

test('a double-click with a second request queued approves the first card at most, never the second', async () => {
  const { page, approvals } = await dappPage()
  await askToSign(page, 'first request')
  const spot = await approveSpot(page)
  await askToSign(page, 'second request')
  const card = page.frameLocator('#w3m-iframe')
  await expect(card.getByText(/first request/)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveAttribute(
    'aria-disabled',
    'false',
  )
  // A double-click whose second press lands on the next card as it appears. A real double-click's
  // second press may come before the first card has gone, so the press waits for the second card
  // (an in-page wait, milliseconds after it shows), then presses as the double-click's second
  // (clickCount 2): the moment a card without its own timer would lose.
  await page.mouse.move(spot.x, spot.y)
  await page.mouse.down()
  await page.mouse.up()
  await card.getByText(/second request/).waitFor()
  await page.mouse.down({ clickCount: 2 })
  await page.mouse.up({ clickCount: 2 })

  // The first click was meant: the first card, waited on, is signed.
  await expect.poll(() => outcome(page, 'first request')).toHaveProperty('signature')
  const first = await outcome(page, 'first request')
  const signature = typeof first === 'object' && 'signature' in first ? first.signature : '0x'
  expect(await verifyMessage({ address, message: 'first request', signature })).toBe(true)
  // The second click landed on the second card's Approve, which had only just appeared.
  const clicks = await approveClicks(page)
  expect(clicks).toHaveLength(2)
  expect(clicks[1]).toMatchObject({ trusted: true, ariaDisabled: 'true' })
  expect(clicks[1]?.card).toContain('second request')
  await expect(card.getByText(/second request/)).toBeVisible()
  expect(approvals).toHaveLength(1)
  expect(await outcome(page, 'second request')).toBe('pending')
  expect(await signReplies(page)).toEqual(['@w3m-frame/RPC_REQUEST_SUCCESS', 'none'])

  await reject(page)
  await expect.poll(() => outcome(page, 'second request')).toEqual({ code: 4001 })
  expect(approvals).toHaveLength(1)
  await page.close()
})
