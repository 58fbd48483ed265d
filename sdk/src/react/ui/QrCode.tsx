import { qrPath } from './qrPath'

/** Light modules around the code, as ISO/IEC 18004 asks: scanners find its edges by them. */
const QUIET_ZONE = 4

export interface QrCodeProps {
  /** The modules, true = dark (qrMatrix.ts). */
  matrix: readonly (readonly boolean[])[]
  /** What the code holds, for those who cannot see it. */
  label: string
  size?: number | undefined
}

/**
 * A QR matrix as an SVG: dark modules on white whatever the theme (cameras
 * read dark on light), a quiet zone around it, crisp edges at any scale.
 */
export function QrCode({ matrix, label, size = 232 }: QrCodeProps) {
  const side = matrix.length + 2 * QUIET_ZONE
  return (
    <svg
      className="al-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      data-modules={matrix.length}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  )
}
