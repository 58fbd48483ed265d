/**
 * Structured data (typed-data messages, permission requests) as a labelled tree the
 * approval card renders as nested lists. Bounded in depth and size: a hostile dapp
 * must not freeze the frame with a million-node object.
 */

export interface TreeNode {
  label: string
  value?: string
  children?: TreeNode[]
}

export const TREE_MAX_DEPTH = 12
export const TREE_MAX_NODES = 500
export const TREE_MAX_TEXT = 1_000

function leafText(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  const text = typeof value === 'string' ? value : String(value)
  return text.length > TREE_MAX_TEXT ? `${text.slice(0, TREE_MAX_TEXT)}…` : text
}

/** `value` as tree nodes under its keys (or indexes). */
export function toTree(value: unknown): TreeNode[] {
  let budget = TREE_MAX_NODES
  const walk = (label: string, item: unknown, depth: number): TreeNode => {
    budget--
    if (typeof item !== 'object' || item === null) return { label, value: leafText(item) }
    if (depth >= TREE_MAX_DEPTH) return { label, value: '… (nested too deeply)' }
    const entries = Array.isArray(item)
      ? item.map((child, index) => [`[${index}]`, child] as const)
      : Object.entries(item)
    const children: TreeNode[] = []
    for (const [key, child] of entries) {
      if (budget <= 0) {
        children.push({ label: '…', value: 'more fields not shown' })
        break
      }
      children.push(walk(key, child, depth + 1))
    }
    return { label, children }
  }
  const root = walk('', value, 0)
  return root.children ?? [{ label: 'value', value: root.value ?? '' }]
}

export interface TypedDataView {
  primaryType: string
  domain: TreeNode[]
  message: TreeNode[]
}

/** An eth_signTypedData_v4 payload (object, or the JSON string dapps usually send), or null. */
export function typedDataView(input: unknown): TypedDataView | null {
  let data: unknown = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input) as unknown
    } catch {
      return null
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const { domain, primaryType, message } = data as Record<string, unknown>
  if (typeof primaryType !== 'string' || typeof message !== 'object' || message === null)
    return null
  return {
    primaryType,
    domain: typeof domain === 'object' && domain !== null ? toTree(domain) : [],
    message: toTree(message),
  }
}
