/**
 * The development inbox: mail the site would have sent, for the demo and local tests.
 * It exists only in development (AIRLOCK_DEV=1) when mail stays local (no SMTP_URL)
 * and no shared database is set; everywhere else it answers 404.
 */

import { listDevInbox } from '@server/mail/devInbox'
import { isDevInboxShown } from '@server/mail/mailer'
import { apiContext } from '@server/wiring/apiContext'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

type SearchParams = Record<string, string | string[] | undefined>

export default async function DevInboxPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  await connection()
  const context = await apiContext()
  if (!isDevInboxShown(context.config)) notFound()
  const { to } = await searchParams
  const mails = await listDevInbox(context.db, {
    ...(typeof to === 'string' ? { to } : {}),
    limit: 50,
  })
  return (
    <main className="page inbox">
      <h1>Dev inbox</h1>
      <p>
        Mail is not sent anywhere (no SMTP_URL): this is what would have gone out, newest first.
      </p>
      {mails.length === 0 && <p>No mail yet.</p>}
      {mails.map((mail) => (
        <article key={mail.id}>
          <h2>{mail.subject}</h2>
          <p>
            To {mail.to} · {mail.createdAt.toISOString()}
          </p>
          <pre>{mail.text}</pre>
        </article>
      ))}
    </main>
  )
}
