import type { ClientDirective } from "astro";

/**
 * For the directives' tests: an island holding a button, under `directive` with `value`. Its
 * "hydration" does what React's does for the test: from then on the button's clicks reach a
 * handler, which records whether each was the visitor's own (`isTrusted`) or replayed.
 */
export function islandUnder(directive: ClientDirective, value: unknown) {
  const element = document.createElement("astro-island");
  const button = document.createElement("button");
  element.append(button);
  document.body.append(element);
  const handled: boolean[] = [];
  let loads = 0;
  let hydrated!: () => void;
  const done = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  void directive(
    async () => {
      loads++;
      return async () => {
        button.addEventListener("click", (event) => handled.push(event.isTrusted));
        hydrated();
      };
    },
    { name: "Island", value: value as string },
    element,
  );
  // The directives check what was held in the continuation after the island's hydration.
  const hydration = () => done.then(() => new Promise((resolve) => setTimeout(resolve)));
  return { button, handled, hydration, loads: () => loads };
}
