import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = {
  title: 'Airlock secure site',
  robots: { index: false, follow: false },
  referrer: 'strict-origin-when-cross-origin',
}

export const viewport: Viewport = { colorScheme: 'light dark' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
