import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeEachDb } from '../db/testing'
import { listDevInbox } from './devInbox'
import { createMailer, isDevInboxShown, isDevMailMode, NO_MAILER } from './mailer'
import { loginCodeMail } from './templates'

const FROM = 'Airlock <no-reply@localhost>'
const SITE = 'https://dapp.example'

describeEachDb('dev mailer', (getDb) => {
  it('prints the mail and keeps it in the dev inbox', async () => {
    const db = getDb()
    expect(await listDevInbox(db)).toEqual([])
    const log = vi.fn()
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: FROM, dev: true }, db, { log })
    expect(mailer.mode).toBe('dev')
    await mailer.send(loginCodeMail({ to: 'Inbox@Example.com', code: '424242', origin: SITE }))
    await mailer.send(loginCodeMail({ to: 'other@example.com', code: '111111', origin: SITE }))
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[0]?.[0]).toContain('Subject: Your Airlock code: 424242')
    const mine = await listDevInbox(db, { to: 'inbox@example.com' })
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ to: 'inbox@example.com', subject: 'Your Airlock code: 424242' })
    expect(mine[0]?.text).toContain('424242')
    expect((await listDevInbox(db)).map((mail) => mail.to)).toEqual([
      'other@example.com',
      'inbox@example.com',
    ])
  })
})

/** The smallest SMTP server that accepts mail: enough to see what nodemailer sends. */
function fakeSmtp(received: string[]): Server {
  return createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          received.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const line = buffer.slice(0, newline).toUpperCase()
        buffer = buffer.slice(newline + 2)
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n')
        else if (line.startsWith('DATA')) {
          inData = true
          socket.write('354 go on\r\n')
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
}

describe('smtp mailer', () => {
  const received: string[] = []
  const server = fakeSmtp(received)
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends over SMTP from MAIL_FROM and never touches the dev inbox', async () => {
    const config = {
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      mailFrom: FROM,
      dev: false,
    }
    expect(isDevMailMode(config)).toBe(false)
    // No database behind it: SMTP mode must not need one.
    const mailer = createMailer(config, undefined as never)
    expect(mailer.mode).toBe('smtp')
    await mailer.send(loginCodeMail({ to: 'smtp@example.com', code: '987654', origin: SITE }))
    expect(received).toHaveLength(1)
    expect(received[0]).toContain('Subject: Your Airlock code: 987654')
    expect(received[0]).toContain('To: smtp@example.com')
    expect(received[0]).toContain('From: Airlock <no-reply@localhost>')
  })
})

describe('development mail only in development', () => {
  it('has no console mailer outside development', () => {
    expect(() =>
      createMailer({ smtpUrl: undefined, mailFrom: FROM, dev: false }, undefined as never),
    ).toThrow(NO_MAILER)
  })

  it('shows the dev inbox only in development, without SMTP, on the embedded database', () => {
    const dev = { dev: true, smtpUrl: undefined, databaseUrl: undefined }
    expect(isDevMailMode(dev)).toBe(true)
    expect(isDevInboxShown(dev)).toBe(true)
    expect(isDevInboxShown({ ...dev, dev: false })).toBe(false)
    expect(isDevInboxShown({ ...dev, smtpUrl: 'smtp://127.0.0.1:25' })).toBe(false)
    expect(isDevInboxShown({ ...dev, databaseUrl: 'postgres://db/airlock' })).toBe(false)
  })
})
