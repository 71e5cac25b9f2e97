/**
 * Messages between the loader (on the customer's page) and the frame (on our origin). Each side
 * posts only to the other's exact origin and accepts only messages from the other's window and
 * origin (never "*").
 */
export type FrameMessage = { type: "avatalk:ready" } | { type: "avatalk:close" };
export type LoaderMessage = { type: "avatalk:open" };

export function isFrameMessage(data: unknown): data is FrameMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === "avatalk:ready" || type === "avatalk:close";
}

export function isLoaderMessage(data: unknown): data is LoaderMessage {
  return (data as { type?: unknown } | null)?.type === "avatalk:open";
}
