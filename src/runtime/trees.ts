/**
 * The files the server reads besides its code, as named trees, and where each is in a checkout:
 * a folder of the project, or files of an installed package. A checkout reads them in place
 * (./checkout.ts); the single executable's build copies them from there into the binary
 * (src/server/build/binary.ts), which writes each out once to its cache (./single-executable.ts).
 */
export const TREES = {
  /** The web client `npm run build` writes (with its .br and .gz copies). */
  client: { folder: 'dist/client' },
  'migrations-sqlite': { folder: 'drizzle/sqlite' },
  'migrations-postgres': { folder: 'drizzle/postgres' },
  /** The two files of the API reference page (src/server/http/api-docs.ts). */
  'swagger-ui': { package: 'swagger-ui-dist', files: ['swagger-ui.css', 'swagger-ui-bundle.js'] },
  /** The PDFs' font (src/server/pdf, decision 087): Noto Sans Devanagari prints Latin, ₹ and Devanagari. */
  fonts: {
    package: '@expo-google-fonts/noto-sans-devanagari',
    files: [
      '400Regular/NotoSansDevanagari_400Regular.ttf',
      '700Bold/NotoSansDevanagari_700Bold.ttf',
      'LICENSE_FONT',
    ],
  },
} as const satisfies Record<string, { folder: string } | { package: string; files: readonly string[] }>;

export type Tree = keyof typeof TREES;
