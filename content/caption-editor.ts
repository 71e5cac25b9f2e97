/**
 * Copy of the portal's caption editor (the customer corrects a cue's text and
 * timing, or uploads their own WebVTT). Only the editor's lazily loaded module imports it; the button
 * that opens it is labelled from content/widget-portal.ts.
 */
export const captionEditorCopy = {
  title: "Captions",
  lead: "Each caption shows while the clip plays between its start and end. Times are minutes:seconds.",
  loading: "Loading the captions...",
  automatic: "Timed to your voice",
  edited: "Edited by you",
  clipLength: (clock: string) => `Clip length ${clock}`,
  list: "Captions of the clip",
  cue: (number: number) => `Caption ${number}`,
  start: "Start",
  end: "End",
  text: "Caption text",
  remove: (number: number) => `Remove caption ${number}`,
  add: "Add caption",
  empty: "No captions. Visitors see the clip without text until you add one.",
  upload: "Upload WebVTT",
  uploadHint: "A .vtt file replaces every caption above.",
  reset: "Use automatic captions",
  resetting: "Restoring...",
  cancel: "Cancel",
  save: "Save captions",
  saving: "Saving...",
} as const;
