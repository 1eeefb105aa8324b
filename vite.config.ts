import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The app's index.html lives in src/app so the top level stays as the guide fixes it.
export default defineConfig({
  root: here('./src/app'),
  publicDir: here('./public'),
  plugins: [react()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
