// ESLint over src, tests, bench and the root config files. Why these rules and what is off:
// docs/decisions/012-lint-and-format.md.
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noClimbing = {
  regex: '^\\.\\./\\.\\./',
  message:
    'Imports that climb two folders (../../) use an alias instead: @shared/, @server/, @client/ or @db/.',
};

// What the server carries besides its code (its files, native addons, version) comes from a checkout
// or from the single executable's assets: code that runs in either reaches it through
// @runtime/runtime only, never from node_modules or the checkout itself (decision 065). Blocks
// marked `carried` hold to this.
const sqliteAddon = {
  regex: '^better-sqlite3$',
  allowTypeImports: true,
  message:
    'Open SQLite through @db/engines/sqlite/driver: it passes the native addon this install carries (decision 065).',
};
const carried = [
  {
    regex: '^@node-rs/argon2',
    allowTypeImports: true,
    message:
      'Take argon2 from @runtime/runtime: the single executable loads its addon from its assets (decision 065).',
  },
  {
    regex: '^@runtime/(project-root|checkout|single-executable)$',
    message:
      'The server never asks where it runs from: read files and addons through @runtime/runtime (decision 065).',
  },
];

// What touches a database driver lives in src/db/engines/<engine>/ (decision 070): the rest of src
// calls the running engine's module (src/db/engines/index.ts, @db/open) and never asks which engine
// runs. The services' builder types are SQLite's, taken from @db/engines/builder. tests/ and bench/
// are outside src and allowed: they test each engine's own machinery and generate data for each.
const driverImports = {
  regex:
    '^(better-sqlite3|pg)$|^drizzle-orm/(better-sqlite3|node-postgres|sqlite-core|pg-core|sqlite-proxy)(/|$)',
  message:
    'Database drivers are imported in src/db/engines/ only (decision 070): call the engine module (@db/open, @db/dialect, @db/engines/builder).',
};
const engineChecks = [
  'BinaryExpression[operator=/^[!=]==?$/][left.value=/^(sqlite|postgres)$/]',
  'BinaryExpression[operator=/^[!=]==?$/][right.value=/^(sqlite|postgres)$/]',
  'SwitchCase[test.value=/^(sqlite|postgres)$/]',
].map((selector) => ({
  selector,
  message:
    'Only src/db/engines/ asks which engine runs (decision 070): give the engine module (src/db/engines/types.ts) what differs.',
}));

// The layers point one way: client → shared; routers → services → db. Each block names one layer's
// files; a relative import that leaves the layer is caught as well as its alias.
const clientForbid = {
  regex: '^(@server|@db)/|^\\.\\./(server|db)(/|$)',
  allowTypeImports: true,
  message:
    'src/client runs in the browser: it imports only types (import type) from src/server and src/db, never code.',
};
const servicesForbid = [
  {
    regex: '^@server/(trpc|http|routers)(/|$)|^\\.\\./(trpc|http|routers)(/|$)',
    message:
      'Services are plain functions over the database: they import nothing from trpc.ts, http/ or routers/ (routers call services, not the reverse).',
  },
  {
    regex: '^@server/jobs(/|$)|^\\.\\./jobs(/|$)',
    message:
      'Scheduled work calls services, never the reverse: a service schedules a job through services/scheduling/ (decision 069).',
  },
];

// Service domains point one way (decision 069): a domain imports only domains of the tiers below its
// own, never one of its tier or above, so no two domains can reach each other. What two domains both
// need goes down a tier, or beside them in services/ as a file that imports no domain.
const serviceTiers = [
  ['audit', 'consents', 'ledger', 'scheduling', 'uploads'], // records every domain writes into
  ['outbox'],
  ['auth'],
  ['notifications', 'payments'],
  // the tax invoices a payout issues and a dispute's refund credits (docs/product.md#tax-invoices)
  ['invoices'],
  ['payouts', 'reviews', 'suspensions'],
  ['campaigns'],
  // an accepted collaboration's agreement: made where applications and offers accept, read where work is submitted
  ['agreements'],
  ['applications', 'funding', 'invitations', 'live-posts', 'transactions', 'work'],
  ['conversations', 'disputes', 'offers', 'reports', 'tracking'],
  // what reads or acts on the others, which none of them imports
  [
    'admin-campaigns',
    'admin-directory',
    'admin-disclosure',
    'admin-payments',
    'admin-users',
    'analytics',
    'broadcast',
    'contact',
    'grievances',
    'profiles',
  ],
  // what brands keep of the creators they found: the search's cards (profiles)
  ['shortlists'],
  // a person's rights over their data: the export reads every domain, the erasure writes into them
  ['data-rights'],
];
const serviceDomainBlocks = serviceTiers.flatMap((tier, rank) =>
  tier.map((domain) => {
    const above = serviceTiers
      .slice(rank)
      .flat()
      .filter((d) => d !== domain);
    return {
      files: [`src/server/services/${domain}/**`],
      carried: true,
      forbid: [
        ...servicesForbid,
        {
          regex: `^(@server/services/|\\.\\./)(${above.join('|')})(/|$)`,
          message: `Service domains point one way (decision 069): ${domain} imports only the domains of the tiers below its own in eslint.config.js; move what both need down a tier.`,
        },
      ],
    };
  }),
);

// The client's features: the admin panel's pieces are its own; the bell and the messages share the
// live stream through lib/live-stream.ts, and sit below the app shell that shows them; lib/ and
// components/ are below every feature.
const notAdmin = {
  regex: '^@client/features/admin(/|$)|^\\.\\./admin(/|$)',
  message:
    'Only the admin panel imports features/admin: what another screen needs too lives in components/ or lib/ (decision 069).',
};
const liveStreamPair = (other) => ({
  regex: `^@client/features/${other}(/|$)|^\\.\\./${other}(/|$)`,
  message:
    'The bell (features/notifications) and the messages (features/conversations) import nothing of each other: they meet in lib/live-stream.ts (decision 069).',
});

const dbForbid = {
  regex: '^@server/|^\\.\\./server(/|$)',
  message: 'src/db is the bottom layer: it imports nothing from src/server.',
};

const belowShell = {
  regex: '^@client/features/layout(/|$)|^\\.\\./layout(/|$)',
  message:
    'The app shell (features/layout) shows the bell and the Messages link and opens the live stream: features/notifications and features/conversations import nothing of it; what they share with it lives in components/ or lib/ (decision 073).',
};

const layers = [
  { files: ['src/**'], forbid: [] },
  { files: ['src/client/**'], forbid: [clientForbid] },
  {
    files: ['src/client/features/**'],
    ignores: ['src/client/features/admin/**'],
    forbid: [clientForbid, notAdmin],
  },
  {
    files: ['src/client/features/notifications/**'],
    forbid: [clientForbid, notAdmin, liveStreamPair('conversations'), belowShell],
  },
  {
    files: ['src/client/features/conversations/**'],
    forbid: [clientForbid, notAdmin, liveStreamPair('notifications'), belowShell],
  },
  {
    files: ['src/client/lib/**', 'src/client/components/**'],
    forbid: [
      clientForbid,
      {
        regex: '^@client/features/|^\\.\\./features/',
        allowTypeImports: true,
        message:
          'src/client/lib and src/client/components are below every feature: they import no feature code (decision 069).',
      },
    ],
  },
  // The build scripts run only from a checkout.
  { files: ['src/server/**'], ignores: ['src/server/build/**'], carried: true, forbid: [] },
  { files: ['src/server/services/**'], carried: true, forbid: servicesForbid },
  {
    // What domains share sits beside them: it imports no domain (decision 069).
    files: ['src/server/services/*.ts'],
    ignores: ['src/server/services/*.test.ts'],
    carried: true,
    forbid: [
      ...servicesForbid,
      {
        regex: '^(@server/services/|\\./)[^/]+/',
        message:
          'A file beside the service domains holds what they share: it imports no domain folder (decision 069).',
      },
    ],
  },
  ...serviceDomainBlocks,
  { files: ['src/db/**'], carried: true, forbid: [dbForbid] },
  // The engine modules: their drivers, better-sqlite3 opened through the driver module only.
  { files: ['src/db/engines/**'], engine: true, carried: true, forbid: [dbForbid, sqliteAddon] },
  { files: ['src/db/engines/sqlite/driver.ts'], engine: true, carried: true, forbid: [dbForbid] },
  {
    files: ['src/shared/**'],
    forbid: [
      {
        regex: '^@(server|db|client)/|^\\.\\./(server|db|client)(/|$)',
        message:
          'src/shared is used by both sides: it imports nothing from src/server, src/db or src/client.',
      },
    ],
  },
  {
    files: ['src/runtime/**'],
    forbid: [
      {
        regex: '^@(server|db|client|shared)/|^\\.\\./',
        message:
          'src/runtime is below every layer: it imports nothing from src/server, src/db, src/client or src/shared.',
      },
    ],
  },
];

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * One layer's block: its own patterns, noClimbing, the carried ones where they hold, and no driver
 * outside the engine modules.
 * @param {{ files: string[]; ignores?: string[]; forbid: object[]; carried?: boolean; engine?: boolean }} layer
 */
const importRules = ({ files, ignores = [], forbid, carried: holds, engine = false }) => ({
  files,
  ignores,
  rules: restrictImports(
    noClimbing,
    ...forbid,
    ...(holds ? carried : []),
    ...(engine ? [] : [driverImports]),
  ),
});

export default defineConfig(
  globalIgnores([
    'dist/',
    'drizzle/',
    'src/client/routeTree.gen.ts',
    'test-results/',
    'playwright-report/',
    'bench/.data/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The root *.js files (this one) are outside tsconfig.json; the default project types them.
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // A destructured rest that leaves a property out (the password hash) names what it drops.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // TanStack Router's redirect() and notFound() are thrown by design; the router catches them.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    // The tests read the API's JSON bodies (any) the way an outside caller does; their assertions are
    // the check of its shape, so typing each body would repeat the output schemas the server
    // already enforces. The other type-aware rules (floating promises above all) stay on.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/client/**'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The plugin's warnings would let `eslint .` pass; a hook rule worth having fails the run.
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/db/engines/**'],
    rules: { 'no-restricted-syntax': ['error', ...engineChecks] },
  },
  {
    // The services run on SQLite and PostgreSQL: they await query builders, which both engines have,
    // never SQLite's own executors (docs/decisions/031-one-service-layer-for-two-engines.md, point 1).
    // Backups are SQLite's own (PostgreSQL has pg_dump); the build scripts hold no queries.
    files: ['src/server/**'],
    ignores: ['src/server/backup/**', 'src/server/build/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[arguments.length=0][callee.property.name=/^(get|all|run)$/]',
          message: 'Await the query builder (PostgreSQL has no .get/.all/.run): docs/decisions/031',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|all|run|values)$/][arguments.0.type='TaggedTemplateExpression']",
          message: 'Raw SQL goes through rows() from @db/dialect: docs/decisions/031',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|all|run|values)$/][arguments.0.type='ObjectExpression']:not([callee.object.callee.property.name='insert'])",
          message: 'Run a prepared query with .execute(values): docs/decisions/031',
        },
        ...engineChecks,
      ],
    },
  },
  { rules: restrictImports(noClimbing) },
  // One block per layer, each repeating noClimbing and all that holds for its files: a later block's
  // options replace an earlier one's.
  layers.map(importRules),
);
