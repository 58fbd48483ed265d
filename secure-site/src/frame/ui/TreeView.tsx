/** Nested labelled values (typed data, permission requests) as nested lists. */
import type { TreeNode } from '../approval/tree'
import styles from './approval.module.css'
import { Visible } from './Visible'

export function TreeView({ nodes }: { nodes: TreeNode[] }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node, index) => (
        // Index keys: the tree is rendered once per request and never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={index}>
          <span className={styles.treeLabel}>
            <Visible text={node.label} />
          </span>
          {node.value !== undefined && (
            <span className={styles.treeValue}>
              <Visible text={node.value} />
            </span>
          )}
          {node.children && node.children.length > 0 && <TreeView nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}
