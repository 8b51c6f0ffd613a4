import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './agent.module.css';

export interface TreeNode {
  id: number;
  /** null: a root of the tree (the agent's direct downline) */
  parentId: number | null;
  label: ReactNode;
  /** what a screen reader hears for the node (the label may hold markup) */
  name: string;
  /** children it has, loaded or not */
  childCount: number;
}

interface Branch {
  node: TreeNode;
  children: Branch[];
}

function grow(nodes: readonly TreeNode[]): Branch[] {
  const branches = new Map<number, Branch>(nodes.map((n) => [n.id, { node: n, children: [] }]));
  const roots: Branch[] = [];
  for (const branch of branches.values()) {
    const parent = branch.node.parentId === null ? undefined : branches.get(branch.node.parentId);
    (parent ? parent.children : roots).push(branch);
  }
  return roots;
}

/** The visible nodes in reading order, with their parent: what the arrow keys walk. */
function visibleOf(roots: Branch[], open: ReadonlySet<number>): Array<{ branch: Branch; parent: number | null }> {
  const out: Array<{ branch: Branch; parent: number | null }> = [];
  const walk = (list: Branch[], parent: number | null) => {
    for (const b of list) {
      out.push({ branch: b, parent });
      if (open.has(b.node.id)) walk(b.children, b.node.id);
    }
  };
  walk(roots, null);
  return out;
}

/**
 * The downline as a tree (WAI-ARIA tree view): one tab stop, arrows move,
 * right and left open and close a branch (its children load the first time
 * it opens), Enter or a click selects.
 */
export function TeamTree({
  label,
  nodes,
  selected,
  onSelect,
  onOpen,
}: {
  label: string;
  nodes: readonly TreeNode[];
  selected: number | null;
  onSelect: (id: number) => void;
  /** a branch opened: load its children if they are not there yet */
  onOpen: (id: number) => void;
}) {
  const roots = useMemo(() => grow(nodes), [nodes]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [focused, setFocused] = useState<number | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const visible = visibleOf(roots, open);
  const current = focused ?? selected ?? visible[0]?.branch.node.id ?? null;

  const focus = (id: number) => {
    setFocused(id);
    root.current?.querySelector<HTMLElement>(`[data-node="${id}"]`)?.focus();
  };
  const toggle = (id: number, to?: boolean) => {
    const opening = to ?? !open.has(id);
    if (opening) onOpen(id);
    setOpen((was) => {
      const next = new Set(was);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const onKeyDown = (event: KeyboardEvent, branch: Branch, parent: number | null) => {
    const id = branch.node.id;
    const index = visible.findIndex((v) => v.branch.node.id === id);
    const hasChildren = branch.node.childCount > 0;
    const moves: Record<string, () => void> = {
      ArrowDown: () => visible[index + 1] && focus(visible[index + 1]!.branch.node.id),
      ArrowUp: () => visible[index - 1] && focus(visible[index - 1]!.branch.node.id),
      Home: () => visible[0] && focus(visible[0].branch.node.id),
      End: () => visible.at(-1) && focus(visible.at(-1)!.branch.node.id),
      ArrowRight: () => {
        if (!hasChildren) return;
        if (!open.has(id)) toggle(id, true);
        else if (branch.children[0]) focus(branch.children[0].node.id);
      },
      ArrowLeft: () => {
        if (hasChildren && open.has(id)) toggle(id, false);
        else if (parent !== null) focus(parent);
      },
      Enter: () => onSelect(id),
      ' ': () => onSelect(id),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      move();
    }
  };

  const draw = (list: Branch[], parent: number | null, level: number): ReactNode =>
    list.map((branch) => {
      const id = branch.node.id;
      const hasChildren = branch.node.childCount > 0;
      const isOpen = open.has(id);
      return (
        <li
          key={id}
          role="treeitem"
          className={styles.treeItem}
          aria-level={level}
          aria-label={branch.node.name}
          aria-selected={selected === id}
          aria-expanded={hasChildren ? isOpen : undefined}
          tabIndex={current === id ? 0 : -1}
          data-node={id}
          onKeyDown={(e) => onKeyDown(e, branch, parent)}
          onFocus={(e) => {
            if (e.target === e.currentTarget) setFocused(id);
          }}
        >
          <div
            className={styles.treeRow}
            onClick={() => {
              onSelect(id);
              if (hasChildren) toggle(id);
            }}
          >
            <span className={styles.twisty} aria-hidden="true">
              {hasChildren ? (isOpen ? '▾' : '▸') : '·'}
            </span>
            {branch.node.label}
          </div>
          {hasChildren && isOpen && branch.children.length > 0 && <ul role="group">{draw(branch.children, id, level + 1)}</ul>}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} className={styles.tree} ref={root}>
      {draw(roots, null, 1)}
    </ul>
  );
}
