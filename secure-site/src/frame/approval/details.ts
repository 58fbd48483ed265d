/** The parts an approval card is made of; describe.ts builds them, ui/DetailView.tsx renders them. */
import type { ReadableBytes } from './bytes'
import type { TreeNode } from './tree'

export interface DetailField {
  label: string
  value: string
}

export type ApprovalDetail =
  | ({ kind: 'message'; title: string } & ReadableBytes)
  | { kind: 'tree'; title: string; nodes: TreeNode[] }
  | { kind: 'fields'; title: string; fields: DetailField[] }
  | { kind: 'encoded'; title: string; bytes: number | null; preview: string }
