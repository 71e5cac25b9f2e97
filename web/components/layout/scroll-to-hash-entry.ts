import { scrollToHashAfterLoad } from "./scroll-to-hash.ts";

// The entry of a static page's inline script (web/site/layouts/site-page.astro).
scrollToHashAfterLoad();
