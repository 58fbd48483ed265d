import { Wallet } from './Wallet'

export default function Page() {
  return (
    <main>
      <h1>Airlock in a Next.js app</h1>
      <Wallet />
    </main>
  )
}
