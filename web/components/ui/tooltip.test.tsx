import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip.tsx";

function renderTwo() {
  render(
    <>
      <Tooltip label="Previous step">
        <button type="button" aria-label="Previous step">
          ‹
        </button>
      </Tooltip>
      <Tooltip label="Next step">
        <button type="button" aria-label="Next step">
          ›
        </button>
      </Tooltip>
    </>,
  );
  const [previous, next] = screen.getAllByRole("button") as [HTMLElement, HTMLElement];
  return { previous, next };
}

// jsdom has no PointerEvent, and the tooltip tells a mouse from a touch by the event's pointerType.
class PointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}

// React makes its enter and leave events from the browser's pointerover and pointerout.
const hover = (element: HTMLElement, pointerType = "mouse") =>
  fireEvent.pointerOver(element, { pointerType });
const leave = (element: HTMLElement) => fireEvent.pointerOut(element, { pointerType: "mouse" });
/**
 * The label on screen, if any; screen readers hear the control's own name instead. Each label stays
 * in the document, hidden until it shows.
 */
const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]:not([hidden])');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The skip delay is measured against the last close: each test starts long after the one before.
let clock = 0;
beforeEach(() => {
  vi.stubGlobal("PointerEvent", PointerEvent);
  vi.useFakeTimers();
  clock += 60_000;
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Tooltip", () => {
  it("shows the label after a hover of 700 ms, and not before", () => {
    const { previous } = renderTwo();
    hover(previous);
    advance(699);
    expect(tooltip()).not.toBeInTheDocument();
    advance(1);
    expect(tooltip()).toHaveTextContent("Previous step");
  });

  it("shows the next label at once when the pointer moves on within 300 ms, and waits again after", () => {
    const { previous, next } = renderTwo();
    hover(previous);
    advance(700);
    leave(previous);
    expect(tooltip()).not.toBeInTheDocument();

    advance(299);
    hover(next);
    expect(tooltip()).toHaveTextContent("Next step");
    leave(next);

    advance(300);
    hover(previous);
    expect(tooltip()).not.toBeInTheDocument();
    advance(700);
    expect(tooltip()).toHaveTextContent("Previous step");
  });

  it("shows nothing when the pointer leaves before the delay", () => {
    const { previous } = renderTwo();
    hover(previous);
    advance(500);
    leave(previous);
    advance(1000);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it("shows the label at once on keyboard focus, and closes on Escape and on blur", () => {
    const { previous } = renderTwo();
    act(() => previous.focus());
    expect(tooltip()).toHaveTextContent("Previous step");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(tooltip()).not.toBeInTheDocument();

    act(() => previous.blur());
    act(() => previous.focus());
    expect(tooltip()).toBeInTheDocument();
    act(() => previous.blur());
    expect(tooltip()).not.toBeInTheDocument();
  });

  it("shows nothing for a touch, and a press closes an open label", () => {
    const { previous } = renderTwo();
    hover(previous, "touch");
    advance(1000);
    expect(tooltip()).not.toBeInTheDocument();

    hover(previous);
    advance(700);
    expect(tooltip()).toBeInTheDocument();
    fireEvent.pointerDown(previous);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it("shows one label at a time: a hovered one gives way to a focused one", () => {
    const { previous, next } = renderTwo();
    hover(previous);
    advance(700);
    act(() => next.focus());
    expect(tooltip()).toHaveTextContent("Next step");
  });

  it("moves a label that would cross the window's edge back inside it, 8 px from the edge", () => {
    const { previous } = renderTwo();
    vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(375);
    const rect = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");

    rect.mockReturnValue(DOMRect.fromRect({ x: 300, width: 100 }));
    act(() => previous.focus());
    expect(tooltip()).toHaveStyle({ marginLeft: "-33px" });
    act(() => previous.blur());

    rect.mockReturnValue(DOMRect.fromRect({ x: -20, width: 100 }));
    act(() => previous.focus());
    expect(tooltip()).toHaveStyle({ marginLeft: "28px" });
    act(() => previous.blur());

    rect.mockReturnValue(DOMRect.fromRect({ x: 100, width: 100 }));
    act(() => previous.focus());
    expect(tooltip()?.style.marginLeft).toBe("");
  });
});
