/**
 * A native file input styled as a soft button, that hands over the one file picked and forgets
 * it at once, so that picking the same file again after a failure fires again. Its hint (and its
 * error, when there is one) describe it by id: `${id}-hint` and `${id}-error`.
 */
export function FilePicker({
  id,
  accept,
  disabled,
  error,
  basis,
  onFile,
}: {
  id: string;
  accept: string;
  disabled: boolean;
  error: boolean;
  /** The width it asks for on its row before wrapping: a Tailwind `basis-*` class. */
  basis: "basis-48" | "basis-56";
  onFile: (file: File) => void;
}) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      disabled={disabled}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      aria-invalid={error ? true : undefined}
      className={`w-full min-w-0 flex-1 ${basis} text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-slate-900 file:shadow-soft file:ring-1 file:ring-slate-200`}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
