import { act, render, screen } from "@testing-library/react";
import { lazy, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerender } from "#test/prerender.ts";
import { HYDRATED_ATTRIBUTE } from "./attributes.ts";
import { LazyPartOnApproach } from "./lazy-part-on-approach.tsx";
import { HydrationSignal } from "./signal.ts";

/** jsdom has no IntersectionObserver: this one reports what the test says the viewport does. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The one observer the part set up: the viewport reports through it. */
function viewport(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.all.at(-1);
  if (!observer) throw new Error("the part observes nothing");
  return observer;
}

/** The part's markup. */
function ContactForm() {
  return (
    <form aria-label="Contact">
      <input aria-label="Email" />
    </form>
  );
}

/** A lazily loaded part whose code arrives when the test says so, counting its loads. */
function lazyForm() {
  const loads = { count: 0, arrive: () => {} };
  const Form = lazy(() => {
    loads.count++;
    return new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      loads.arrive = () => resolve({ default: ContactForm });
    });
  });
  return { Form, loads };
}

const wrapper = (container: HTMLElement) => container.querySelector("[data-lazy-part]");
/** Lets pending promises settle and React finish the work they wake. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve)));

/** The part rendered in the browser, not hydrated: its code is `Form`. */
function renderPart(Form: React.ComponentType) {
  return act(async () =>
    render(
      <LazyPartOnApproach minHeight="30rem">
        <Form />
      </LazyPartOnApproach>,
    ),
  );
}

/** The prerendered page with the part in it, put in the document for hydration. */
function prerenderedPage(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = prerender(
    <LazyPartOnApproach minHeight="30rem">
      <ContactForm />
    </LazyPartOnApproach>,
  );
  document.body.append(container);
  return container;
}

/** Hydrates the page: the root's signal beside the part, whose code is `Form`. */
async function hydrate(container: HTMLElement, Form: React.ComponentType) {
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydrationSignal />
        <LazyPartOnApproach minHeight="30rem">
          <Form />
        </LazyPartOnApproach>
      </StrictMode>,
    );
  });
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("LazyPartOnApproach", () => {
  it("is written whole into the prerendered page", () => {
    const html = prerender(
      <LazyPartOnApproach minHeight="30rem">
        <ContactForm />
      </LazyPartOnApproach>,
    );
    expect(html).toContain('<form aria-label="Contact">');
    expect(html).toContain("data-lazy-part");
    expect(html).not.toContain(HYDRATED_ATTRIBUTE);
  });

  it("loads its code only once it comes within a screen of the viewport", async () => {
    const { Form, loads } = lazyForm();
    const { container } = await renderPart(Form);
    expect(viewport().options?.rootMargin).toBe("100% 0px");
    expect(container.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: "30rem" });

    act(() => viewport().report(false));
    await settle();
    expect(loads.count).toBe(0);

    act(() => viewport().report(true));
    await settle();
    expect(loads.count).toBe(1);
    expect(viewport().disconnected).toBe(true);
    expect(wrapper(container)).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

    loads.arrive();
    await settle();
    expect(screen.getByRole("form", { name: "Contact" })).toBeInTheDocument();
    expect(wrapper(container)).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  });

  it("loads its code at once on a client-side navigation, where the page is already running", async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    const { Form, loads } = lazyForm();
    const { container } = await renderPart(Form);
    expect(loads.count).toBe(1);
    expect(FakeIntersectionObserver.all).toEqual([]);

    loads.arrive();
    await settle();
    expect(screen.getByRole("form", { name: "Contact" })).toBeInTheDocument();
    expect(wrapper(container)).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  });

  it("hydrates the prerendered part in place, keeping what was typed into it before", async () => {
    const { Form, loads } = lazyForm();
    const container = prerenderedPage();
    const field = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;

    await hydrate(container, Form);
    // The page opened far above the part: it is ready without it.
    act(() => viewport().report(false));
    await settle();
    expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    expect(loads.count).toBe(0);

    field.value = "ada@example.com";
    act(() => viewport().report(true));
    await settle();
    loads.arrive();
    await settle();

    expect(wrapper(container)).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    expect(screen.getByRole("textbox", { name: "Email" })).toBe(field);
    expect(field.value).toBe("ada@example.com");
  });

  it("holds the page's signal back when the page opens on the part (/#contact)", async () => {
    const { Form, loads } = lazyForm();
    await hydrate(prerenderedPage(), Form);
    act(() => viewport().report(true));
    await settle();
    expect(loads.count).toBe(1);
    expect(document.documentElement).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

    loads.arrive();
    await settle();
    expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
  });
});
