/**
 * One SVG path for a QR matrix: each horizontal run of dark modules in a row is
 * one rectangle (`M x y h w v1 h-w z`), so a 33 × 33 code is a few hundred
 * short commands rather than a thousand elements.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const commands: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (row[x]) x++
      const width = x - start
      commands.push(`M${start} ${y}h${width}v1h-${width}z`)
    }
  })
  return commands.join('')
}
