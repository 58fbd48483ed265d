#!/usr/bin/env node
// Email login through the real frame, in Chromium on the local stack, BENCH_RUNS times
// (default 6), each a new email in a fresh browser context:
//  - ms from the frame receiving CONNECT_EMAIL to its mail (a new browser's
//    device-approval link) arriving in the SMTP sink; the link is then approved over
//    HTTP (its page's form), as tests/support/deviceApproval.ts does;
//  - ms from the frame receiving CONNECT_OTP to the dapp receiving GET_USER's answer
//    (code check, wallet creation, session, user lookup).
// Times come from Date.now() in each document and in the sink: one clock on one machine.
// Prints figures, asserts nothing.
import { randomUUID } from 'node:crypto'
import { startBenchStack } from './lib/benchStack.mjs'
import { loadTs } from './lib/loadTs.mjs'
import { summary } from './lib/stats.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 6)
const { launchChromium } = await loadTs('browser/launch.ts')
const { wireRecorderScript } = await loadTs('tests/support/wire.ts')
const { extractOtp, mailClient } = await loadTs('stack/mailClient.ts')
const { approvalLink, approveDevice } = await loadTs('tests/support/deviceApproval.ts')

const wireOf = (target) => target.evaluate(() => window.__airlockWire ?? [])
const first = (records, type) => records.find((record) => record.type === type)

const stack = await startBenchStack()
const browser = await launchChromium()
const mail = mailClient(stack.info.mail.apiUrl)
try {
  const toMail = []
  const toUser = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    await context.addInitScript(wireRecorderScript)
    const page = await context.newPage()
    await page.goto(stack.info.dapp.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const email = `bench-${randomUUID()}@example.test`
    await page.getByRole('dialog').getByLabel('Email').fill(email)
    await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click()
    const sent = await mail.waitForMail(email, { timeoutMs: 30_000 })
    const frame = page.frame({ name: 'w3m-secure-iframe' })
    const asked = first(await wireOf(frame), '@w3m-app/CONNECT_EMAIL')
    toMail.push(Date.parse(sent.receivedAt) - asked.at)
    await approveDevice(context.request, approvalLink(sent))
    const code = await mail.waitForMail(email, { after: sent.id, timeoutMs: 30_000 })

    await page.getByRole('dialog').getByLabel('Digit 1 of 6').click()
    await page.keyboard.type(extractOtp(code))
    await page.getByTestId('status').getByText('connected', { exact: true }).waitFor()
    const otp = first(await wireOf(frame), '@w3m-app/CONNECT_OTP')
    const user = (await wireOf(page)).find(
      (record) => record.type === '@w3m-frame/GET_USER_SUCCESS' && record.at >= otp.at,
    )
    toUser.push(user.at - otp.at)
    await context.close()
  }
  console.log(`CONNECT_EMAIL → approval-link mail in the sink: ${summary(toMail)}`)
  console.log(`CONNECT_OTP → GET_USER answered at the dapp: ${summary(toUser)}`)
} finally {
  await browser.close()
  await stack.stop()
}
