// A consumer's Vite set-up: three pages, nothing else. Nothing here may help the kit
// (no worker format, no optimizeDeps, no aliases but Vue's full build for templates).
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: {
    // The Vue page uses an in-page template, which needs Vue's build with the template compiler.
    alias: { vue: 'vue/dist/vue.esm-bundler.js' },
  },
  build: {
    rolldownOptions: {
      input: { plain: 'plain.html', react: 'react.html', vue: 'vue.html' },
    },
  },
});
