import { connection } from 'next/server'

/** The site's landing page: says what this origin is, and answers health probes. */
export default async function HomePage() {
  // Dynamic, like every page here: the CSP nonce is per request.
  await connection()
  return (
    <main className="page">
      <h1>Airlock secure site</h1>
      <p>
        This origin holds Airlock embedded wallets. Apps load it in a hidden frame; there is nothing
        to do here directly.
      </p>
    </main>
  )
}
