import fs from "node:fs";
import path from "node:path";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { schemaTables } from "#server/test/privacy-seed.ts";

/**
 * docs/privacy.md lists every personal field; this compares its table with the schema. A column is
 * of a personal kind when a word of its name says so (an address, a name, free text, a token…).
 */
const PERSONAL_WORDS = new Set([
  "name",
  "email",
  "phone",
  "ip",
  "agent",
  "password",
  "token",
  "question",
  "questions",
  "answer",
  "message",
  "company",
  "website",
  "preferred",
  "title",
  "greeting",
  "origins",
  "notice",
  "storage",
  "widget",
]);
/** Columns whose names sound personal and are not: a plan's name, a time. */
const NOT_PERSONAL = new Set(["pricing_configs.name", "users.password_changed_at"]);

const documented = new Set(
  [
    ...fs
      .readFileSync(path.resolve(import.meta.dirname, "../../docs/privacy.md"), "utf8")
      .matchAll(/^\|\s*`([a-z_]+\.[a-z_]+)`\s*\|/gm),
  ].map((match) => match[1] as string),
);

function schemaColumns(): string[] {
  return [...schemaTables()].flatMap(([table, definition]) =>
    getTableConfig(definition).columns.map((column) => `${table}.${column.name}`),
  );
}

describe("docs/privacy.md", () => {
  it("lists every column of a personal kind in the schema", () => {
    const personal = schemaColumns().filter(
      (column) =>
        !NOT_PERSONAL.has(column) &&
        (column.split(".")[1] ?? "").split("_").some((word) => PERSONAL_WORDS.has(word)),
    );
    expect(personal.length).toBeGreaterThan(30);
    expect(personal.filter((column) => !documented.has(column))).toEqual([]);
  });

  it("lists no column the schema does not have", () => {
    const columns = new Set(schemaColumns());
    expect([...documented].filter((column) => !columns.has(column))).toEqual([]);
  });
});
