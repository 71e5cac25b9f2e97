/**
 * An address outside the portal, reached by a navigation inside the app (a link or a redirect the
 * router handled): its page is static HTML (web/site/), so the document is loaded. The loader never
 * settles, so the screen the visitor left stays until the new page replaces it.
 */
export function clientLoader({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export default function StaticPage() {
  return null;
}
