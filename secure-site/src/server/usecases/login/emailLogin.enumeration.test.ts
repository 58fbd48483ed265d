/**
 * CONNECT_EMAIL must not tell who has an account. Speed is compared by the work done,
 * never by a clock: the statements sent to the database and the mails sent.
 */
import { expect, it } from 'vitest'
import { describeEachDb, withStatementLog } from '../../db/testing'
import { signInForTest, TEST_META, TEST_ORIGIN, testContext } from '../../wiring/testing'
import { startEmailLogin } from './emailLogin'

const PHONE = 'aaaaaaaa-0000-4000-8000-000000000001'
const LAPTOP = 'bbbbbbbb-0000-4000-8000-000000000002'

/** A statement reduced to what costs: its verb and the tables it touches, values left out. */
function shape(query: string): string {
  const verb = query.trim().split(/\s+/)[0]?.toLowerCase() ?? ''
  const target = /^(?:insert\s+into|update)\s+"?(\w+)"?/i.exec(query.trim())?.[1]
  const tables = target
    ? [target]
    : [...query.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)].map((m) => m[1])
  return `${verb} ${tables.join(',')}`
}

describeEachDb('email login enumeration', (getDb) => {
  it('answers an unknown address and a known account on a new device alike, with the same work', async () => {
    const t = testContext(getDb())
    await signInForTest(t, 'known@example.com', PHONE)
    const cases = [
      ['unknown', 'nobody@example.com', LAPTOP],
      ['newDevice', 'known@example.com', LAPTOP],
      ['recognised', 'known@example.com', PHONE],
    ] as const
    const runs: Record<string, { action: string; statements: string[]; mails: string[] }> = {}
    for (const [name, email, deviceId] of cases) {
      t.advance(31) // past the address's cooldown
      const statements: string[] = []
      const db = await withStatementLog(t.context.db, (query) => statements.push(query))
      const mailsBefore = t.mails.length
      const { action } = await startEmailLogin(
        { ...t.context, db },
        { email, projectId: 'demo', deviceId, origin: TEST_ORIGIN },
        TEST_META,
      )
      const mails = t.mails.slice(mailsBefore).map((mail) => `${mail.subject}\n${mail.text}`)
      runs[name] = { action, statements, mails }
    }
    const { unknown, newDevice, recognised } = runs as Record<
      (typeof cases)[number][0],
      { action: string; statements: string[]; mails: string[] }
    >

    // The same answer, the very same statements, and one mail of the same kind.
    expect(unknown.action).toBe('VERIFY_DEVICE')
    expect(newDevice.action).toBe('VERIFY_DEVICE')
    expect(unknown.statements).toEqual(newDevice.statements)
    expect(unknown.mails).toHaveLength(1)
    const withoutLink = (mail: string) => mail.replace(/token=[\w-]+/, 'token=…')
    expect(unknown.mails.map(withoutLink)).toEqual(newDevice.mails.map(withoutLink))

    // A recognised device gets its code with as many statements of the same kinds:
    // the write goes to email_otps instead of device_approvals, nothing more or less.
    expect(recognised.action).toBe('VERIFY_OTP')
    expect(recognised.mails).toHaveLength(1)
    expect(recognised.statements.map(shape)).toEqual(
      unknown.statements
        .map(shape)
        .map((step) => step.replace(/^(update|insert) device_approvals$/, '$1 email_otps')),
    )
    expect(unknown.statements.map(shape).filter((step) => /^(update|insert)/.test(step))).toEqual([
      'insert rate_limits',
      'insert rate_limits',
      'update device_approvals',
      'insert device_approvals',
    ])
  })
})
