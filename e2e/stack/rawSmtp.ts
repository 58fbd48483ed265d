import { connect } from 'node:net'

export interface RawMail {
  from: string
  to: string
  subject: string
  text: string
}

/**
 * Sends one plain-text mail with a hand-written SMTP dialogue (EHLO, MAIL, RCPT, DATA,
 * QUIT). Tests use it to feed the sink without pulling a mail library into e2e.
 */
export function sendRawMail(smtpUrl: string, mail: RawMail, timeoutMs = 10_000): Promise<void> {
  const { hostname, port } = new URL(smtpUrl)
  const socket = connect({ host: hostname, port: Number(port) })
  socket.setEncoding('utf8')

  let buffered = ''
  let pending: { expect: number; resolve: () => void; reject: (e: Error) => void } | null = null
  let replyLines: string[] = []
  // Latched so a failure between two steps still fails the next step instead of hanging it.
  let failure: Error | null = null

  const fail = (error: Error) => {
    failure ??= error
    const waiting = pending
    pending = null
    waiting?.reject(error)
  }
  socket.on('data', (chunk: string) => {
    buffered += chunk
    let newline = buffered.indexOf('\r\n')
    while (newline !== -1) {
      const line = buffered.slice(0, newline)
      buffered = buffered.slice(newline + 2)
      replyLines.push(line)
      // "250-…" continues a multi-line reply; "250 …" ends it.
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const code = Number(line.slice(0, 3))
        const reply = replyLines.join(' | ')
        replyLines = []
        const waiting = pending
        pending = null
        if (!waiting) fail(new Error(`unexpected SMTP reply: ${reply}`))
        else if (code !== waiting.expect)
          waiting.reject(new Error(`SMTP: wanted ${waiting.expect}, got ${reply}`))
        else waiting.resolve()
      }
      newline = buffered.indexOf('\r\n')
    }
  })
  socket.on('error', fail)
  socket.on('close', () => fail(new Error('SMTP connection closed early')))

  const expect = (code: number, command?: string) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure)
      pending = { expect: code, resolve, reject }
      if (command !== undefined) socket.write(`${command}\r\n`)
    })

  const dialogue = async () => {
    await expect(220)
    await expect(250, 'EHLO e2e.local')
    await expect(250, `MAIL FROM:<${mail.from}>`)
    await expect(250, `RCPT TO:<${mail.to}>`)
    await expect(354, 'DATA')
    const headers = [`From: <${mail.from}>`, `To: <${mail.to}>`, `Subject: ${mail.subject}`]
    // Dot-stuffing: a body line starting with "." would otherwise end the message early.
    const body = mail.text.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line))
    await expect(250, [...headers, '', ...body, '.'].join('\r\n'))
    await expect(221, 'QUIT')
  }

  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`SMTP dialogue took over ${timeoutMs} ms`)),
      timeoutMs,
    )
    dialogue()
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer)
        socket.removeAllListeners()
        socket.on('error', () => {}) // a late reset after QUIT is of no interest
        socket.destroy()
      })
  })
}
