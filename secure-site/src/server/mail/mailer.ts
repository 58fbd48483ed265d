/**
 * Sends mail. With SMTP_URL: over SMTP through nodemailer. Without: development mode,
 * where each mail is printed to the console and kept in the dev inbox (devInbox.ts)
 * for the demo and tests to read.
 */
import nodemailer from 'nodemailer'
import type { AirlockConfig } from '../config/env'
import type { Db } from '../db/client'
import { storeDevMail } from './devInbox'
import type { MailMessage } from './templates'

export type { MailMessage }

export interface Mailer {
  readonly mode: 'smtp' | 'dev'
  send(mail: MailMessage): Promise<void>
}

export interface MailerOptions {
  /** Dev mode output; tests pass a spy. */
  log?: (text: string) => void
}

/** Whether mail stays local (no SMTP_URL): the only mode in which a dev inbox may be shown. */
export function isDevMailMode(config: Pick<AirlockConfig, 'smtpUrl'>): boolean {
  return config.smtpUrl === undefined
}

export function createMailer(
  config: Pick<AirlockConfig, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  options: MailerOptions = {},
): Mailer {
  if (config.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
        })
      },
    }
  }
  const log = options.log ?? console.log
  return {
    mode: 'dev',
    async send(mail) {
      await storeDevMail(db, mail)
      log(
        [
          '──── airlock dev mail (no SMTP_URL) ────',
          `From: ${config.mailFrom}`,
          `To: ${mail.to}`,
          `Subject: ${mail.subject}`,
          '',
          mail.text,
          '────────────────────────────────────────',
        ].join('\n'),
      )
    },
  }
}
