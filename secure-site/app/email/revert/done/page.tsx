/** Where the email-revert form lands after it worked. Static: it holds nothing of the account. */
export default function EmailRevertDonePage() {
  return (
    <main className="page">
      <h1>Email change undone</h1>
      <p role="status">
        Your wallet signs in with its old address again, and every device was signed out. Sign in
        again in the app to go on.
      </p>
    </main>
  )
}
