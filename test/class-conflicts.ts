import { twMerge } from "tailwind-merge";

/**
 * The Tailwind utilities in a class list that another utility of the same list overrides (`px-4`
 * beside `px-2`, `text-base` beside `text-lg`): what tailwind-merge would drop. Which one wins in
 * the browser depends on the order of the stylesheet, not of the list, so each is a bug (web/lib/cn.ts).
 */
export function conflictingClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

/** Every element under `root` whose classes conflict, described for a failure message. */
export function elementsWithConflictingClasses(root: ParentNode): string[] {
  return [...root.querySelectorAll("[class]")].flatMap((element) => {
    const dropped = conflictingClasses(element.getAttribute("class") ?? "");
    return dropped.length > 0
      ? [`<${element.localName} class="${element.getAttribute("class")}">: ${dropped.join(", ")}`]
      : [];
  });
}
