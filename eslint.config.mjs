// ESLint: Next's own rules (core web vitals, TypeScript) over the whole
// project. Folder layers and cycles are dependency-cruiser's
// (.dependency-cruiser.cjs). Both run in `npm test` (docs/architecture.md,
// "House rules").
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The files Next's configs give their plugins to (not .cjs: .dependency-cruiser.cjs is plain Node).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // `const { dropped: _dropped, ...kept } = record` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Which host the upstream is configured with is the upstream client's and its
    // readers' (lib/calendar's loaders) business: a page or another feature asks
    // lib/calendar/us-data.ts whether the U.S. data are offered.
    files: ['app/**', 'lib/**'],
    ignores: ['lib/upstream/**', 'lib/calendar/load*.ts', 'lib/calendar/us-data.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@/lib/upstream', importNames: ['legacyEnabled'], message: 'ask usDataOffered() in lib/calendar/us-data.ts' }],
      }],
    },
  },
  {
    // CommonJS by its tool's convention: it loads its own configuration with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read JSON answers of the portal and the simulator whose shape is what they check.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', '.bench-floor-*/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.data/**']),
]);
