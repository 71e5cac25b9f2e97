/**
 * Shows a toast in the app's toast region (web/components/ui/toaster.tsx). sonner is imported when
 * the first toast is shown, so pages that never toast do not load it; a toast raised before the
 * region has mounted is shown once it does (sonner replays them).
 */
export async function notify(kind: "success" | "error", title: string, description: string): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, { description });
}
