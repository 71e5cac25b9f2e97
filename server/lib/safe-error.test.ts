import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { safeError } from "./safe-error.ts";

describe("safeError", () => {
  it("keeps a failed query's SQL and codes but drops its parameters, here and in the cause", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(ada@example.com) already exists.",
      where: "unnamed portal parameter $2 = '...'",
    });
    const error = new DrizzleQueryError(
      'insert into "feedbacks" ("name", "email") values ($1, $2)',
      ["Ada Lovelace", "ada@example.com"],
      cause,
    );

    const safe = safeError(error);

    const logged = JSON.stringify(safe);
    expect(logged).not.toContain("ada@example.com");
    expect(logged).not.toContain("Ada Lovelace");
    expect(safe).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "feedbacks" ("name", "email") values ($1, $2)',
      query: 'insert into "feedbacks" ("name", "email") values ($1, $2)',
      cause: { message: "duplicate key value violates unique constraint", code: "23505" },
    });
    expect(safe.stack).toContain(`${safe.message}\n    at `);
  });

  it("leaves other errors as they are", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNREFUSED" });

    expect(safeError(error)).toMatchObject({ type: "Error", message: error.message, code: "ECONNREFUSED" });
  });
});
