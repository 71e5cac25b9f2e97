/**
 * An answer recorded in the portal. Three minutes is the longest clip the
 * media pipeline takes; the recorder stops itself there rather than making a take the server
 * refuses. Zod-free: the knowledge base's first load imports nothing it does not show.
 */
export const RECORDING_MAX_SECONDS = 180;

/** The countdown before a take, in seconds: time to look at the camera. */
export const RECORDING_COUNTDOWN_SECONDS = 3;
