/** Three colours and an angle derived from an address, so each account has a face of its own. */
export interface Identicon {
  colors: [string, string, string]
  angle: number
}

// FNV-1a: tiny, stable across browsers, spreads nearby addresses far apart.
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

export function identicon(address: string): Identicon {
  const seed = hash(address.toLowerCase())
  const hue = seed % 360
  const color = (offset: number, lightness: number) =>
    `hsl(${(hue + offset) % 360} 78% ${lightness}%)`
  return {
    colors: [
      color(0, 62),
      color(48 + ((seed >>> 9) % 60), 56),
      color(180 + ((seed >>> 17) % 90), 66),
    ],
    angle: (seed >>> 4) % 360,
  }
}
