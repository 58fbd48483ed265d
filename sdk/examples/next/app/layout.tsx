import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import '../../shared/page.css'
import './globals.css'

export const metadata: Metadata = {
  title: 'Airlock — Next.js example',
  description: 'The Airlock SDK in a Next.js App Router page',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
