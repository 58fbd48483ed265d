import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * What the QR code on screen says: a screenshot of `element` (the pixels a phone's
 * camera would see), its PNG turned into RGBA by a blank page of the same browser,
 * read by jsQR. Undefined when no code can be read from it.
 */
export async function decodeQr(element: Locator): Promise<string | undefined> {
  const png = await element.screenshot({ animations: 'disabled' })
  const scratch = await element.page().context().newPage()
  try {
    const { width, height, data } = await scratch.evaluate(async (base64) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.drawImage(image, 0, 0)
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
      return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) }
    }, png.toString('base64'))
    return jsQR(Uint8ClampedArray.from(data), width, height)?.data
  } finally {
    await scratch.close()
  }
}
