// Plain strings, no schema library: the how-it-works page and the portal import this on the client.

/**
 * The one line customers paste into their site (docs/product.md §Routes, How it works: Simple Code). The portal
 * fills in the customer's own key; the marketing page shows the placeholder.
 */
export const WIDGET_KEY_PLACEHOLDER = "YOUR_API_KEY";

export function widgetSnippet(widgetScriptUrl: string, key: string = WIDGET_KEY_PLACEHOLDER): string {
  return `<script src="${widgetScriptUrl}" data-key="${key}" async></script>`;
}
