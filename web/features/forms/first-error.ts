/**
 * The message to show under a field. A field of one item a line (questions, allowed domains) is a
 * list in its schema, and react-hook-form keeps a problem with one line at that line's index rather
 * than on the field: read as `errors.questions?.message`, a form refused to send with nothing said.
 */
export function firstError(problem: unknown): string | undefined {
  const message = (item: unknown) => (item as { message?: string } | undefined)?.message;
  return Array.isArray(problem) ? problem.map(message).find(Boolean) : message(problem);
}
