// Import rules of the repository, checked by `pnpm lint` (scripts/import-rules/check.mjs) in apps/*/src,
// packages and e2e. The patterns use the folders, never a list of features ($1 is the app, $2 the feature),
// so a new feature or app is covered without editing this file. scripts/import-rules/fixture breaks each
// rule once on purpose, and the check fails unless every rule catches its violation.

/** Test files and test support: they may reach anything; production code may not reach them. */
const TESTS = ['\\.test\\.tsx?$', '^apps/[^/]+/src/test/', '^e2e/']

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-internals',
      comment:
        "A feature imports another feature only through that feature's public.ts (what it offers others); shared code moves down to lib/ or a package.",
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: ['^apps/$1/src/features/$2/', '^apps/$1/src/features/[^/]+/public\\.tsx?$'],
      },
    },
    {
      name: 'lib-not-features',
      comment:
        'lib/ is below the features: it never imports one (a test of lib/ may, it tests the whole app).',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/lib/', pathNot: TESTS },
      to: { path: '^apps/[^/]+/src/features/' },
    },
    {
      name: 'no-test-support-in-production',
      comment: 'Production code never imports a test or test support (src/test/, *.test.ts, e2e/).',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'packages-not-apps',
      comment: 'Packages are published for other apps: they never import from apps/.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'routes-light-contract',
      comment:
        "A route file is in its app's first load, and a module is bundled whole: from the contract it takes only the small modules (a feature's `-search`, lists, permissions), never a feature's whole contract (apps/alumni/README.md, 'Keep the route file light'). Types may come from anywhere.",
      severity: 'error',
      from: { path: '^apps/[^/]+/src/routes/' },
      to: {
        path: '^packages/api-contract/src/',
        pathNot: '^packages/api-contract/src/([a-z-]+-search|lists|permissions|localized|errors)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-module-api-client',
      comment:
        "Features and routes reach the API client through the router's context (`context.api` in a loader, `useApi()` of @egresa/ui/app/api in a component), never a module's: on the server each request has its own client, with its session.",
      severity: 'error',
      from: { path: '^apps/[^/]+/src/(features|routes)/' },
      to: { path: '^apps/[^/]+/src/lib/api\\.tsx?$' },
    },
    {
      name: 'no-runtime-cycles',
      comment: 'No import cycles at run time (a cycle of type-only imports is erased by the compiler).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    includeOnly: '^(apps|packages|e2e|scripts)/',
    exclude: { path: ['/dist/', '/node_modules/', 'routeTree\\.gen\\.ts$', '/src/locales/'] },
    doNotFollow: { path: 'node_modules' },
    // Keeps `import type` edges, so the cycle rule can tell them from run-time imports.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
}
