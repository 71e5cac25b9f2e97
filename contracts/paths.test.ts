import { describe, expect, it } from "vitest";
import { apiPaths, fillPath } from "./api-paths.ts";
import {
  blogPostPath,
  homeSectionPath,
  homeSections,
  NOT_FOUND_PATH,
  PORTAL_PREFIX,
  paths,
  routePath,
  safeReturnPath,
} from "./paths.ts";

// docs/product.md's values written out, so a typo in the module fails here (docs/product.md §Conventions).
describe("paths", () => {
  it("are the routes of docs/product.md §Routes", () => {
    expect(paths).toMatchObject({
      home: "/",
      features: "/features",
      useCases: "/use-cases",
      howItWorks: "/how-it-works",
      pricing: "/pricing",
      partnerProgram: "/partner-program",
      blog: "/blog",
      signIn: "/sign_in",
      signUp: "/sign_up",
      recoveryEmail: "/recovery_email",
      dashboard: "/portal/dashboard",
    });
    expect(NOT_FOUND_PATH).toBe("/404");
    expect(PORTAL_PREFIX).toBe("/portal");
  });

  it("build blog post and home section links", () => {
    expect(blogPostPath("revolutionizing-customer-support")).toBe("/blog/revolutionizing-customer-support");
    expect(homeSectionPath(homeSections.contact)).toBe("/#contact");
    expect(Object.values(homeSections)).toEqual([
      "features",
      "use-cases",
      "how-it-works",
      "pricing",
      "contact",
    ]);
  });

  it("name the API endpoints of docs/product.md §API", () => {
    expect(apiPaths).toMatchObject({
      pricingConfigs: "/api/pricingConfig/all",
      pricing: "/api/pricing",
      feedbacks: "/api/feedbacks/add",
      partnerApplications: "/api/partners/apply",
      demoRequests: "/api/demo-requests",
      docs: "/api/docs",
      health: "/api/health",
      register: "/api/users/register",
      login: "/api/auth/login",
      refresh: "/api/auth/refresh",
      logout: "/api/auth/logout",
      recovery: "/api/users/recoveryEmail",
      resetPassword: "/api/users/resetPassword",
      me: "/api/users/me",
    });
  });

  it("fill a template's parameters, percent-encoded", () => {
    expect(fillPath(apiPaths.widgetCaptions, { id: "e1" })).toBe(
      "/api/widget/public/entries/e1/captions.vtt",
    );
    expect(fillPath(apiPaths.adminLead, { kind: "feedbacks", id: "7" })).toBe("/api/admin/feedbacks/7");
    expect(fillPath(apiPaths.recoveryOf, { email: "a+b@x.example" })).toBe(
      "/api/users/recoveryEmail/a%2Bb%40x.example",
    );
  });

  it("drops the leading slash for routes.ts", () => {
    expect(routePath("/how-it-works")).toBe("how-it-works");
  });
});

describe("safeReturnPath", () => {
  it("keeps a path inside the portal, with its query", () => {
    expect(safeReturnPath("/portal/admin")).toBe("/portal/admin");
    expect(safeReturnPath("/portal/dashboard?tab=install")).toBe("/portal/dashboard?tab=install");
    expect(safeReturnPath("/portal")).toBe("/portal");
  });

  it("refuses anything that could lead elsewhere", () => {
    for (const value of [
      undefined,
      null,
      "",
      "https://evil.example/portal/x",
      "//evil.example/portal/",
      "/portal//evil.example",
      "/\\evil.example",
      "/portal/\\evil.example",
      "/portal/../sign_in",
      "/portal/./x",
      // Dot segments and slashes written percent-encoded.
      "/portal/.%2e/x",
      "/portal/%2e%2e/x",
      "/portal/%2E%2E",
      "/portal/%2e./sign_in?x=1",
      "/portal/x%2f%2fevil.example",
      "/portal/%5cevil.example",
      "/portal/%E0%A4%A",
      "/portalx",
      "/pricing",
      "/portal/x\ny",
      `/portal/${"x".repeat(600)}`,
    ]) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });
});
