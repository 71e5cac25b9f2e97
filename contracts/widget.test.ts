import { describe, expect, it } from "vitest";
import { EntryForm, SettingsForm } from "./widget.ts";

const settings = {
  allowedOrigins: "https://www.example.com",
  greeting: "",
  suggestedQuestions: "",
  avatarMediaId: null,
  color: "#4f46e5",
  position: "bottom-right",
};

function messagesFor(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("the portal's widget forms", () => {
  it("say in words how many lines a list may have", () => {
    const lines = (count: number, make: (n: number) => string) =>
      Array.from({ length: count }, (_, n) => make(n)).join("\n");

    expect(
      messagesFor(
        SettingsForm.safeParse({ ...settings, suggestedQuestions: lines(5, (n) => `Question ${n}?`) }),
      ),
    ).toEqual([["suggestedQuestions", "Enter at most 4 suggested questions, one a line."]]);
    expect(
      messagesFor(
        SettingsForm.safeParse({
          ...settings,
          allowedOrigins: lines(21, (n) => `https://site${n}.example.com`),
        }),
      ),
    ).toEqual([["allowedOrigins", "Enter at most 20 site addresses, one a line."]]);
    expect(
      messagesFor(
        EntryForm.safeParse({
          title: "Opening hours",
          questions: lines(11, (n) => `When do you open, ${n}?`),
          answer: "From nine to five.",
          language: "en",
        }),
      ),
    ).toEqual([["questions", "Enter at most 10 questions, one a line."]]);
  });
});
