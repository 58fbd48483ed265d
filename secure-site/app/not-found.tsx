import { connection } from 'next/server'

/** Rendered per request like every page here, so its scripts carry the CSP nonce. */
export default async function NotFound() {
  await connection()
  return (
    <main className="page">
      <h1>Not found</h1>
      <p>There is nothing at this address.</p>
    </main>
  )
}
