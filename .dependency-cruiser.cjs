/**
 * The layers of the code base (docs/product.md §Conventions, docs/architecture.md), checked by dependency-cruiser in
 * `npm run lint`: a module that imports across a layer's edge fails the lint step of `npm test`.
 * A test of contracts/ or content/ may import what it checks them against (a script, a web helper).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "contracts-import-nothing",
      comment:
        "contracts/ is shared by the web, the server and the tests: it imports only other contracts and packages (zod).",
      severity: "error",
      from: { path: "^contracts/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(content|server|web|scripts|bench|e2e)/" },
    },
    {
      name: "constants-and-messages-load-no-schemas",
      comment:
        "The islands render from contracts/constants.ts and contracts/messages.ts before zod loads (decision 0061): they import each other only, or types.",
      severity: "error",
      from: { path: "^contracts/(constants|messages)\\.ts$" },
      to: { pathNot: "^contracts/(constants|messages)\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "content-imports-contracts-only",
      comment:
        "content/ is copy and configuration as typed data: it may use contracts/ (paths, limits), nothing that runs.",
      severity: "error",
      from: { path: "^content/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(server|web|scripts|bench|e2e)/" },
    },
    {
      name: "server-never-imports-web",
      comment:
        "The server never loads the web app's modules: they read Vite's import.meta.env, which Node does not have, and would fall back to their defaults silently (docs/product.md §Conventions).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^web/" },
    },
    {
      name: "repositories-import-no-services-or-routes",
      comment:
        "Repositories are the bottom of the server: services and routes call them, never the other way.",
      severity: "error",
      from: { path: "^server/repositories/" },
      to: { path: "^server/(services|routes)/" },
    },
    {
      name: "drizzle-only-in-repositories",
      comment:
        "SQL lives in server/repositories/ (docs/product.md §Conventions): services, routes and the rest call a repository that maps rows to what they need. Tests, their helpers and the benches may read rows to check what was stored.",
      severity: "error",
      from: {
        path: "^(server|web|contracts|content|scripts)/",
        pathNot: ["^server/(repositories|db|test)/", "\\.test\\.tsx?$"],
      },
      to: { path: ["(^|/)node_modules/drizzle-orm/", "^server/db/schema\\.ts$"] },
    },
    {
      name: "database-opened-by-entry-points-only",
      comment:
        "Services, routes and plugins get the database handle they are given (a type import); only the entry points, the tests and the CLI open one.",
      severity: "error",
      from: {
        path: "^server/(routes|services|repositories|widget|lib|media|plugins|web|docs)/",
        pathNot: "\\.test\\.tsx?$",
      },
      to: { path: "^server/db/client\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "aliases-across-folders",
      comment:
        "An import into another top-level folder goes through its package.json alias (#contracts/*, #scripts/*, #test/* …), never ../../ (docs/product.md §Conventions), so a moved file breaks no path that counts folders.",
      severity: "error",
      from: {
        path: "^(contracts|content|server|web|scripts|bench|e2e|test)/",
      },
      to: {
        pathNot: ["^$1/", "(^|/)node_modules/"],
        dependencyTypes: ["local"],
        dependencyTypesNot: ["aliased"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
