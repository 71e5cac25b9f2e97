/**
 * The layers of the code base (STYLE.md, docs/architecture.md), checked by dependency-cruiser in
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
        "The server never loads the web app's modules: they read Vite's import.meta.env, which Node does not have, and would fall back to their defaults silently (STYLE: server).",
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
