/**
 * Reads the modules back out of a QrCode SVG (its viewBox and path), so a test
 * can check the picture itself rather than the data it was drawn from. Tests only.
 */
export function svgQrMatrix(svg: SVGElement): boolean[][] {
  const count = Number(svg.getAttribute('data-modules'))
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  const matrix = Array.from({ length: count }, () => Array<boolean>(count).fill(false))
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    const row = matrix[Number(y)]
    for (let column = Number(x); column < Number(x) + Number(width); column++)
      if (row) row[column] = true
  }
  return matrix
}
