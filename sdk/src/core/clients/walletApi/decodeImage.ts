/**
 * Decodes the image at `url` (an object URL) before anything shows it: an `<img>` with that
 * URL is then complete in the frame that inserts it, so a row never paints blank and then
 * its icon a frame later (a late change of the first open, issue 24 §4). Settles, never
 * rejects: a broken image shows its fallback as before. Where there is no Image with
 * decode() (a server, jsdom), settles at once.
 */
export function decodeImage(url: string): Promise<void> {
  if (typeof Image === 'undefined' || typeof Image.prototype.decode !== 'function') {
    return Promise.resolve()
  }
  const image = new Image()
  image.src = url
  return image.decode().catch(() => {})
}
