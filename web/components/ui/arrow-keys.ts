/**
 * Where an arrow key, Home or End moves among the items of a WAI-ARIA composite widget (accordion
 * buttons, tabs): the next or previous item along its axis, wrapping around, or the first or the
 * last. Undefined for any other key, or when `current` is not one of the items.
 */
export function arrowKeyTarget<T extends Element>(
  items: readonly T[],
  current: EventTarget,
  key: string,
  axis: "horizontal" | "vertical",
): T | undefined {
  const index = items.indexOf(current as T);
  if (index < 0) return undefined;
  const [previous, next] = axis === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
  if (key === next) return items[(index + 1) % items.length];
  if (key === previous) return items[(index - 1 + items.length) % items.length];
  if (key === "Home") return items[0];
  if (key === "End") return items.at(-1);
  return undefined;
}
