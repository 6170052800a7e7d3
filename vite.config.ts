import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';
import {tanstackRouter} from '@tanstack/router-plugin/vite';

export default defineConfig({
  plugins: [
    tanstackRouter({target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts', quoteStyle: 'single'}),
    react(),
  ],
  // One module identity for Zero: its React context and DefaultTypes break with two copies.
  resolve: {dedupe: ['@rocicorp/zero']},
  build: {
    target: 'es2022',
    sourcemap: true,
    // Shared chunks made only of the schema/ contract get a `schema-` prefix, so a page's chunk is the one file named
    // after the page (settings-*.js is the /settings page, never schema/settings.ts that every page needs).
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/schema/'))
          ? 'assets/schema-[name]-[hash].js'
          : 'assets/[name]-[hash].js'),
      },
    },
  },
});
