import { zodResolver } from "@hookform/resolvers/zod";
import { type MutationKey, useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useAppQueryClient } from "#web/lib/query-client.ts";

type UseApiFormOptions<Input extends FieldValues, Output, Result> = {
  /** The contract schema the server validates with too (contracts/). */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  mutationKey: MutationKey;
  /**
   * The API call, usually `(body, idempotencyKey) => apiFetch(path, Schema, { method: "POST", body,
   * idempotencyKey })`. The key stays the same while the visitor resubmits the same values (after a
   * network error the first attempt may have been stored) and changes with the values.
   */
  mutationFn: (body: Output, idempotencyKey: string) => Promise<Result>;
  /** After a successful call, e.g. to reset the form or navigate. */
  onSuccess?: (result: Result, body: Output) => void;
  /** After a failed call, once the server's field errors are on their fields. */
  onError?: (error: unknown) => void;
};

/**
 * The one pattern for a form that posts to the API (STYLE: forms): react-hook-form validating with
 * the contract schema on submit and then on change, a TanStack mutation for the call, its pending
 * state, and the server's `fieldErrors` placed on the fields they name (the first one focused).
 * Anything else is left in `error` for the screen to show in its own words (`failureMessage`).
 */
export function useApiForm<Input extends FieldValues, Output, Result>({
  schema,
  defaultValues,
  mutationKey,
  mutationFn,
  onSuccess,
  onError,
}: UseApiFormOptions<Input, Output, Result>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const mutation = useMutation(
    {
      mutationKey,
      mutationFn: ({ body, key }: { body: Output; key: string }) => mutationFn(body, key),
    },
    useAppQueryClient(),
  );
  const submission = useRef<{ values: string; key: string } | undefined>(undefined);

  const onSubmit = form.handleSubmit(async (body) => {
    const values = JSON.stringify(body);
    if (submission.current?.values !== values) submission.current = { values, key: newIdempotencyKey() };
    const { key } = submission.current;
    let result: Result;
    try {
      result = await mutation.mutateAsync({ body, key });
    } catch (error) {
      if (error instanceof ApiRequestError)
        placeFieldErrors(form, Object.keys(defaultValues), error.fieldErrors);
      onError?.(error);
      return;
    }
    // Stored: the same values sent again are a new submission.
    submission.current = undefined;
    onSuccess?.(result, body);
  });

  return {
    form,
    onSubmit,
    pending: mutation.isPending,
    succeeded: mutation.isSuccess,
    result: mutation.data,
    error: mutation.error,
    /** Back to idle: clears the success or error state (the fields are reset with `form.reset`). */
    resetState: mutation.reset,
  };
}

/** 128 random bits as hex: crypto.getRandomValues works on plain-http hosts too (randomUUID does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Puts each server message on the field it names, when the form has that field, and focuses the
 * first. Errors for fields the form does not show stay in the request's message.
 */
export function placeFieldErrors<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, unknown>, "setError" | "setFocus">,
  fieldNames: readonly string[],
  fieldErrors: Record<string, string[]>,
): number {
  const placed: Path<Input>[] = [];
  for (const [field, fieldMessages] of Object.entries(fieldErrors)) {
    const message = fieldMessages[0];
    if (!message || !fieldNames.includes(field)) continue;
    form.setError(field as Path<Input>, { type: "server", message });
    placed.push(field as Path<Input>);
  }
  // Forms disable their fields while sending, and a disabled field cannot take focus: focus once
  // the failed request has re-rendered the form with its fields enabled again.
  const [first] = placed;
  if (first) setTimeout(() => form.setFocus(first), 0);
  return placed.length;
}

/** The text to show for a failed submission: the API's catalogue message, or the screen's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
