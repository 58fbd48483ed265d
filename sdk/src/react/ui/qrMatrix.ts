import { encode } from 'uqr'

/**
 * The QR modules of `text` (true = dark), without a quiet zone: QrCode.tsx
 * draws that. Error correction M (15 %), what phone cameras read reliably off
 * a screen. Its own module so that uqr loads with the Receive view only.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data
}
