import { Copyright } from "#web/components/layout/site-footer.tsx";
import { Island } from "./island.tsx";

/** The footer's copyright line, with the year of the visitor's clock once it runs. */
export function CopyrightIsland() {
  return (
    <Island>
      <Copyright />
    </Island>
  );
}
