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

// The layers point one way: client → shared; routers → services → db. Each block names one layer's
// files; a relative import that leaves the layer is caught as well as its alias.
const layers = [
  {
    files: ['src/client/**'],
    forbid: {
      regex: '^(@server|@db)/|^\\.\\./(server|db)(/|$)',
      allowTypeImports: true,
      message:
        'src/client runs in the browser: it imports only types (import type) from src/server and src/db, never code.',
    },
  },
  {
    files: ['src/server/services/**'],
    forbid: {
      regex: '^@server/(trpc|http|routers)(/|$)|^\\.\\./(trpc|http|routers)(/|$)',
      message:
        'Services are plain functions over the database: they import nothing from trpc.ts, http/ or routers/ (routers call services, not the reverse).',
    },
  },
  {
    files: ['src/db/**'],
    forbid: {
      regex: '^@server/|^\\.\\./server(/|$)',
      message: 'src/db is the bottom layer: it imports nothing from src/server.',
    },
  },
  {
    files: ['src/shared/**'],
    forbid: {
      regex: '^@(server|db|client)/|^\\.\\./(server|db|client)(/|$)',
      message: 'src/shared is used by both sides: it imports nothing from src/server, src/db or src/client.',
    },
  },
];

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
      ],
    },
  },
  { rules: restrictImports(noClimbing) },
  // One block per layer, each repeating noClimbing: a later block's options replace an earlier one's.
  layers.map(({ files, forbid }) => ({ files, rules: restrictImports(noClimbing, forbid) })),
);
