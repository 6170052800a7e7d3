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
  build: {target: 'es2022', sourcemap: true},
});
