/**
 * Live chat's limits and stream event names, apart from its schemas (contracts/live-chat.ts) so that
 * the widget's panel, which carries no zod, reads them from here too.
 */
export const LIVE_LIMITS = {
  /** One message of either side, in characters. */
  messageMax: 2000,
  /** An online agent counts as there while their inbox was open this recently. */
  agentSeenWithinMs: 90_000,
  /**
   * A comment line on every open stream this often: proxies and the server's idle-socket timeout
   * (30 s) never see a silent connection, and the agent's presence is renewed with it.
   */
  heartbeatMs: 15_000,
  /** Streams open at once from one address for one key: a tab each, never a flood of them. */
  streamsPerAddress: 20,
  /** Rows one read of a stream sends; a client further behind gets the rest in the next read. */
  pageSize: 200,
} as const;

/** The server-sent event names of the live streams. */
export const LIVE_EVENTS = { message: "live", typing: "typing" } as const;
