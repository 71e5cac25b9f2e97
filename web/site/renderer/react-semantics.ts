import { options } from "preact";

/**
 * What our components, written for React 19, expect of it that Preact does otherwise; the islands
 * run on Preact (decision 0060). Loaded by the islands' renderer, in the build and in the browser,
 * before it renders an island.
 *
 * - `ref` is a prop. Preact's compat layer hands a function component its `ref` only through
 *   `forwardRef`, and otherwise points the ref at its internal component object: a Radix dialog
 *   trigger's ref would miss its button, and focus could not come back to it.
 * - `suppressHydrationWarning` is a message to React's hydration, not an attribute: Preact would
 *   write it into the HTML.
 */
const previousHook = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  const props = vnode.props as { ref?: unknown; suppressHydrationWarning?: boolean };
  // A class component keeps its ref: React, too, points it at the instance.
  if (typeof type === "function" && !type.prototype?.render && vnode.ref) {
    props.ref = vnode.ref;
    vnode.ref = null;
  }
  if (typeof type === "string" && "suppressHydrationWarning" in props) delete props.suppressHydrationWarning;
  previousHook?.(vnode);
};
