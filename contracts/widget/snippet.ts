/**
 * The one line customers paste into their site (docs/product.md §Routes, How it works: Simple Code). The portal
 * fills in the customer's own key; the marketing page shows the placeholder. Plain strings apart
 * from the widget's schemas (index.ts): /how-it-works' islands show it, and zod would load with them.
 */
export const WIDGET_KEY_PLACEHOLDER = "YOUR_API_KEY";

export function widgetSnippet(widgetScriptUrl: string, key: string = WIDGET_KEY_PLACEHOLDER): string {
  return `<script src="${widgetScriptUrl}" data-key="${key}" async></script>`;
}
