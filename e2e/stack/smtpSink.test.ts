import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendRawMail } from './rawSmtp'
import { extractOtp, mailClient, type SmtpSink, startSmtpSink } from './smtpSink'

describe('smtp sink', () => {
  let sink: SmtpSink
  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(() => sink.stop())

  const send = (to: string, text: string) =>
    sendRawMail(sink.smtpUrl, { from: 'site@airlock.test', to, subject: 'Your code', text })

  it('keeps a mail received over SMTP and hands it to a waiting client with its code', async () => {
    const client = mailClient(sink.apiUrl)
    const waiting = client.waitForMail('Alice@Example.test', { timeoutMs: 5_000 })
    await send('alice@example.test', 'Your Airlock code is 482913.\n.dot-stuffed line')
    const mail = await waiting
    expect(mail).toMatchObject({ from: 'site@airlock.test', to: ['alice@example.test'] })
    expect(mail.text).toContain('.dot-stuffed line')
    expect(extractOtp(mail)).toBe('482913')
    expect(await client.list('alice@example.test')).toHaveLength(1)
  })

  it('returns only mails after the given id, and reports a timeout instead of hanging', async () => {
    const client = mailClient(sink.apiUrl)
    await send('bob@example.test', 'first 111111')
    const first = await client.waitForMail('bob@example.test')
    await send('bob@example.test', 'second 222222')
    const second = await client.waitForMail('bob@example.test', { after: first.id })
    expect(extractOtp(second)).toBe('222222')
    await expect(
      client.waitForMail('bob@example.test', { after: second.id, timeoutMs: 200 }),
    ).rejects.toThrow(`mail sink: no mail to bob@example.test after ${second.id} within 200 ms`)
  })

  it('clears mails on DELETE and rejects a malformed cursor', async () => {
    const client = mailClient(sink.apiUrl)
    await client.clear()
    expect(await client.list()).toEqual([])
    await expect(client.waitForMail('x@example.test', { after: 'yesterday' })).rejects.toThrow(
      '"after" must be a mail id like m3 or an ISO time: yesterday',
    )
  })

  it('throws a readable error when a mail holds no code', () => {
    expect(() => extractOtp({ subject: 'Welcome', text: 'no digits 12345 here' })).toThrow(
      'no 6-digit code in the mail "Welcome"',
    )
  })

  it('releases pending long-polls when it stops', async () => {
    const other = await startSmtpSink()
    const waiting = mailClient(other.apiUrl).waitForMail('nobody@example.test', {
      timeoutMs: 60_000,
    })
    const outcome = expect(waiting).rejects.toThrow('mail sink: mail sink stopped')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await other.stop()
    await outcome
  })

  it('hands every stored mail to onMail (the demo echoes codes with it)', async () => {
    const seen: string[] = []
    const other = await startSmtpSink({ onMail: (mail) => seen.push(extractOtp(mail)) })
    try {
      await sendRawMail(other.smtpUrl, {
        from: 'site@airlock.test',
        to: 'carol@example.test',
        subject: 'Your code',
        text: 'use 765432',
      })
      expect(seen).toEqual(['765432'])
    } finally {
      await other.stop()
    }
  })
})
