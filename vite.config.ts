import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: fromHere('./src/client'),
  plugins: [
    // The router plugin must run before react() so it can split each route into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('./src/client/routes'),
      generatedRouteTree: fromHere('./src/client/routeTree.gen.ts'),
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    // A .br and a .gz beside each text file, so the server sends them without compressing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // @shared/@server/@client/@db come from tsconfig.json's paths, one list for tsc, Vite, Vitest, tsx and esbuild.
  // zod as the client has it: jitless set first (src/client/lib/zod.ts).
  resolve: {
    tsconfigPaths: true,
    alias: [{ find: /^zod$/, replacement: fromHere('./src/client/lib/zod.ts') }],
  },
  build: {
    // src/server/http/static.ts serves the app from here (CLIENT_DIR moves both, e.g. for parallel test runs).
    // A relative CLIENT_DIR is taken from the working directory, as the server takes it, not from `root`.
    outDir: path.resolve(process.env.CLIENT_DIR ?? fromHere('./dist/client')),
    emptyOutDir: true,
  },
  server: {
    // npm run dev starts the API on PORT (3000 unless set) beside this server.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
