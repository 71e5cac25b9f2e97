import type { VNode } from "preact";

/**
 * Gives an island's `useId` calls a scope of their own. Preact numbers ids from its render's root,
 * and every island is a root of its own, so each island's first id was `P0-0`: on the sign-up page,
 * the logo's gradient and the form's first field shared it, and the field lost its label. React
 * takes a prefix per root (`identifierPrefix`); Preact starts its count at the nearest vnode that
 * carries one, which it keeps in the property `__m` (the name Preact's hooks and its
 * server renderer both use). The build-time render numbers the islands of a page in order and
 * writes each one's number on its `<astro-island>` (`prefix`); the browser reads it back, so the
 * ids in the HTML and those of the hydrated island agree.
 */
export function scopeIds<Props>(vnode: VNode<Props>, island: number): VNode<Props> {
  (vnode as VNode<Props> & { __m?: [number, number] }).__m = [island, 0];
  return vnode;
}

/** Ids of islands start at 1: 0 is Preact's own scope, used by nothing else on our pages. */
export const FIRST_ISLAND = 1;
