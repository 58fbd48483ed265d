import { REFERRER_POLICY } from '@server/http/securityHeaders'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = {
  title: 'Airlock secure site',
  robots: { index: false, follow: false },
  // The same as the header (securityHeaders.ts): a meta tag would otherwise override it.
  referrer: REFERRER_POLICY,
}

export const viewport: Viewport = { colorScheme: 'light dark' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
