import { useEffect, useState } from 'react'
import { lazyModule } from '../../core/lazyModule'

/** uqr's encoder: loads with the first QR code a view shows, and no sooner. */
const qrEncoder = lazyModule(() => import('./qrMatrix'))

/** The QR matrix of `text` (undefined until uqr has loaded and encoded it). */
export function useQrMatrix(text: string | undefined): boolean[][] | undefined {
  const [encoded, setEncoded] = useState<{ text: string; matrix: boolean[][] }>()
  useEffect(() => {
    if (!text) return
    let current = true
    qrEncoder.load().then(
      ({ qrMatrix }) => {
        if (current) setEncoded({ text, matrix: qrMatrix(text) })
      },
      () => {
        // The chunk did not load (offline): the address below stays there to copy.
      },
    )
    return () => {
      current = false
    }
  }, [text])
  return encoded && encoded.text === text ? encoded.matrix : undefined
}
