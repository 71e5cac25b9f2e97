import { ShareButton } from "#web/features/blog/share-button.tsx";
import { Island } from "./island.tsx";

/** A post's Share button: the share sheet or the copied link need script. */
export function ShareButtonIsland({ title, text }: { title: string; text: string }) {
  return (
    <Island>
      <ShareButton title={title} text={text} />
    </Island>
  );
}
