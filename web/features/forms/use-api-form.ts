import { zodResolver } from "@hookform/resolvers/zod";
import { type MutationKey, useMutation } from "@tanstack/react-query";
import { type BaseSyntheticEvent, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { messages } from "#contracts/messages.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { useAppQueryClient } from "#web/lib/query-client.ts";
import { useAfterFirstRender } from "#web/lib/use-hydrated.ts";

/** What a form needs only once the visitor uses it: the contract schema and the API call. */
export type FormCode<Input extends FieldValues, Output, Result> = {
  /** The contract schema the server validates with too (contracts/). */
  schema: z.ZodType<Output, Input>;
  /**
   * The API call, usually `(body, idempotencyKey) => apiFetch(path, Schema, { method: "POST", body,
   * idempotencyKey })`. The key stays the same while the visitor resubmits the same values (after a
   * network error the first attempt may have been stored) and changes with the values.
   */
  submit: (body: Output, idempotencyKey: string) => Promise<Result>;
};

type UseApiFormOptions<Input extends FieldValues, Output, Result> = {
  /**
   * Loads the schema and the call, usually with `import()`: the schema library and the contracts are
   * a large part of a form's code and nothing needs them until the visitor first focuses the form or
   * submits it (decision 0012). A form whose page has them loaded already returns them at once.
   */
  load: () => Promise<FormCode<Input, Output, Result>>;
  defaultValues: DefaultValues<Input>;
  mutationKey: MutationKey;
  /** After a successful call, e.g. to reset the form or navigate. */
  onSuccess?: (result: Result, body: Output) => void;
  /** After a failed call, once the server's field errors are on their fields. */
  onError?: (error: unknown) => void;
  /**
   * Loads the code once the browser is idle after the form has hydrated, not at the first focus or
   * press: for a form that is its page's purpose (the account pages), whose first press would
   * otherwise wait for the schema library to download and run (/recovery_email's empty "Send"
   * answered in 466 ms at 4× CPU, docs/performance.md).
   */
  loadWhenIdle?: boolean;
};

/** What `useApiForm` puts on the <form> element. */
export type ApiFormProps = {
  noValidate: true;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onFocus: () => void;
  onPointerEnter: () => void;
};

/** The resolver's answer when the form's code could not be loaded (the network is gone). */
const CODE_UNAVAILABLE = "code-unavailable";
const codeUnavailable = () => new ApiRequestError(messages.request.network, undefined);

/**
 * The one pattern for a form that posts to the API (docs/product.md §Conventions): react-hook-form validating with
 * the contract schema on submit and then on change, a TanStack mutation for the call, its pending
 * state, and the server's `fieldErrors` placed on the fields they name (the first one focused).
 * Anything else is left in `error` for the screen to show in its own words (`failureMessage`).
 * Spread `formProps` on the <form>: it submits, and a first focus or hover starts loading the code.
 */
export function useApiForm<Input extends FieldValues, Output, Result>({
  load,
  defaultValues,
  mutationKey,
  onSuccess,
  onError,
  loadWhenIdle = false,
}: UseApiFormOptions<Input, Output, Result>) {
  const [code] = useState(() => loadOnce(load));
  const [resolver] = useState(() => lazyResolver<Input, Output>(code.get));
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const mutation = useMutation(
    {
      mutationKey,
      // The latest render's `load`: its call may close over props (the reset form's token). The
      // modules themselves are loaded once, by whichever asked first.
      mutationFn: async ({ body, key }: { body: Output; key: string }) => {
        const { submit } = await load().catch(() => {
          throw codeUnavailable();
        });
        return submit(body, key);
      },
    },
    useAppQueryClient(),
  );
  const [unavailable, setUnavailable] = useState<ApiRequestError | undefined>(undefined);
  /** A submission is waiting for the code to download: it shows as sending. */
  const [awaitingCode, setAwaitingCode] = useState(false);
  const submission = useRef<{ values: string; key: string } | undefined>(undefined);

  const send = async (body: Output) => {
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
  };

  const pending = awaitingCode || mutation.isPending;
  /** Where focus was when the form was sent: a field (Enter) or its button. */
  const focusWhenSent = useRef<HTMLElement | null>(null);
  // Forms disable their fields and button while sending, and a disabled element loses focus to the
  // page: once sent, it goes back where it was, unless something else has taken it since.
  useEffect(() => {
    if (pending) return;
    const element = focusWhenSent.current;
    focusWhenSent.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [pending]);

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    if (document.activeElement instanceof HTMLElement) focusWhenSent.current = document.activeElement;
    setUnavailable(undefined);
    if (!code.ready()) setAwaitingCode(true);
    await form.handleSubmit(
      async (body) => {
        setAwaitingCode(false);
        await send(body);
      },
      (errors) => {
        setAwaitingCode(false);
        if (errors.root?.type !== CODE_UNAVAILABLE) return;
        const failure = codeUnavailable();
        mutation.reset();
        setUnavailable(failure);
        onError?.(failure);
      },
    )(event);
  };
  const prepare = () => void code.get().catch(() => undefined);
  // Idle once the page runs: from the render after hydration, in which the form enables its fields.
  const running = useAfterFirstRender();
  useEffect(() => {
    if (!loadWhenIdle || !running) return;
    // Two idle tasks, not one: the schema library (with the field rules every contract builds on)
    // first, then the form's own schema and call. In one task their evaluation was the account
    // pages' longest (docs/performance.md). Not `#contracts/zod.ts` itself: a dynamic import of
    // the namespace keeps all of zod in the bundle (50 KiB more on each account page).
    let unmounted = false;
    let cancel = whenIdle(() => {
      import("#contracts/form-fields.ts")
        .catch(() => undefined)
        .then(() => {
          if (!unmounted) cancel = whenIdle(() => void code.get().catch(() => undefined));
        });
    });
    return () => {
      unmounted = true;
      cancel();
    };
  }, [loadWhenIdle, running, code]);
  const formProps: ApiFormProps = { noValidate: true, onSubmit, onFocus: prepare, onPointerEnter: prepare };

  return {
    form,
    formProps,
    pending,
    succeeded: mutation.isSuccess,
    result: mutation.data,
    error: unavailable ?? mutation.error,
    /** Back to idle: clears the success or error state (the fields are reset with `form.reset`). */
    resetState: () => {
      setUnavailable(undefined);
      mutation.reset();
    },
  };
}

/** Runs `then` when the browser is next idle (a task, where it has no idle callbacks); cancellable. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(then);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then);
  return () => clearTimeout(id);
}

/** `load`, called once; a failed load is tried again on the next call. */
function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded = false;
  return {
    get: (): Promise<T> => {
      loading ??= load().then(
        (value) => {
          loaded = true;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    ready: () => loaded,
  };
}

/**
 * zodResolver over a schema that loads on the first validation. A resolver must not throw (the form
 * would stay submitting), so a failed load is a form-level error that `onSubmit` turns into the
 * network message.
 */
function lazyResolver<Input extends FieldValues, Output>(
  code: () => Promise<{ schema: z.ZodType<Output, Input> }>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    let schema: z.ZodType<Output, Input>;
    try {
      ({ schema } = await code());
    } catch {
      return {
        values: {},
        errors: { root: { type: CODE_UNAVAILABLE, message: messages.request.network } } as FieldErrors<Input>,
      };
    }
    return zodResolver(schema)(values, context, options);
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

/**
 * docs/product.md §Errors, sign-in and registration: the server's own reason, else the screen's fallback ('Login
 * failed', 'Registration failed') however else the call failed.
 */
export function serverReasonOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.fromServer ? error.message : fallback;
}
