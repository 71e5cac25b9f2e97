import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "./reveal.tsx";

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{
  callback: ObserverCallback;
  options: IntersectionObserverInit | undefined;
  disconnected: boolean;
}>;

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly record;
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const intersect = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
      observer.callback([{ isIntersecting }]);
    }
  });

describe("Reveal", () => {
  it("uses docs/product.md's defaults: up by 20 px over 0.6 s, no delay, at 10% visibility", () => {
    render(<Reveal>Hello</Reveal>);
    const element = screen.getByText("Hello");
    expect(element.style.getPropertyValue("--reveal-from")).toBe("translateY(20px)");
    expect(element.style.getPropertyValue("--reveal-duration")).toBe("0.6s");
    expect(element.style.getPropertyValue("--reveal-delay")).toBe("0s");
    expect(observers[0]?.options?.threshold).toBe(0.1);
  });

  it("shows everything as painted until the observer says a section starts out of sight", () => {
    render(<Reveal>Hello</Reveal>);
    const element = screen.getByText("Hello");
    expect(element).toHaveAttribute("data-reveal", "");
    expect(element).not.toHaveAttribute("data-revealed");
  });

  it("hides a section below the fold until it becomes visible, then keeps it shown", () => {
    render(<Reveal>Hello</Reveal>);
    const element = screen.getByText("Hello");
    intersect(false);
    expect(element).toHaveAttribute("data-reveal", "waiting");
    expect(element).not.toHaveAttribute("data-revealed");
    intersect(true);
    expect(element).toHaveAttribute("data-revealed");
    expect(element).toHaveAttribute("data-reveal", "");
    intersect(false);
    expect(element).toHaveAttribute("data-revealed");
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it("never hides a section that is on the first screen when scripts run", () => {
    render(<Reveal>Hello</Reveal>);
    const element = screen.getByText("Hello");
    intersect(true);
    expect(element).toHaveAttribute("data-reveal", "");
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    intersect(false);
    expect(element).toHaveAttribute("data-reveal", "");
  });

  it("takes its direction, distance, duration, delay and threshold from props", () => {
    render(
      <Reveal direction="left" distance={40} duration={1.2} delay={0.3} threshold={0.5}>
        Hello
      </Reveal>,
    );
    const element = screen.getByText("Hello");
    expect(element.style.getPropertyValue("--reveal-from")).toBe("translateX(40px)");
    expect(element.style.getPropertyValue("--reveal-duration")).toBe("1.2s");
    expect(element.style.getPropertyValue("--reveal-delay")).toBe("0.3s");
    expect(observers[0]?.options?.threshold).toBe(0.5);
  });
});
