// ESLint flat config: type-aware rules, React hooks, accessibility, and the one-way
// import rules of STYLE.md ("Where code lives and who may import whom").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Read from the folders themselves, so a new or renamed feature gets its zone without an edit here.
const featureFolders = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {{ testFile?: boolean }} [options] */
const restrictedZonesFor = ({ testFile = false } = {}) => [
  // domain imports nothing of ours
  {
    target: './src/domain',
    from: [
      './src/protocol',
      './src/hub-client',
      './src/app',
      './src/features',
      './src/ui',
      './workers',
      './server',
    ],
  },
  // protocol holds contracts only
  {
    target: './src/protocol',
    from: ['./src/hub-client', './src/app', './src/features', './src/ui', './workers', './server'],
  },
  // workers and server never import React-side code
  {
    target: './workers',
    from: ['./src/hub-client', './src/app', './src/features', './src/ui', './server'],
  },
  {
    target: './server',
    from: ['./src/hub-client', './src/app', './src/features', './src/ui', './workers'],
  },
  // views reach the hub only through hub-client
  { target: './src/features', from: ['./workers', './server'] },
  { target: './src/ui', from: ['./workers', './server', './src/features'] },
  // the app shell composes features and widgets, never the reverse; a test may still set
  // up the app's translations to render what a person reads
  ...['./src/features', './src/ui'].map((target) => ({
    target,
    from: './src/app',
    ...(testFile ? { except: ['./i18n.ts'] } : {}),
  })),
  { target: './src/app', from: ['./workers', './server'] },
];
const restrictedZones = restrictedZonesFor();
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'tests/**',
  'e2e/**',
  'bench/**',
  '**/*.bench.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'comlink',
              message: 'Only src/hub-client and the worker entry files import comlink.',
            },
          ],
        },
      ],
    },
  },
  {
    // the RPC layer may be replaced in one place
    files: ['src/hub-client/**', 'workers/hub/*.shared-worker.ts', 'workers/hub/*.worker.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...[false, true].map((testFile) => ({
    files: testFile
      ? ['src/features/*/**/*.test.ts', 'src/features/*/**/*.test.tsx']
      : ['src/features/*/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...restrictedZonesFor({ testFile }),
            // features never import each other
            ...featureFolders.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['src/ui/**/*.test.ts', 'src/ui/**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedZonesFor({ testFile: true }) }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
