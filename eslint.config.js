// Lint rules: TypeScript + React hooks, plus the architecture fences of ../shared/STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.data-*/**', 'test-results/**', 'playwright-report/**', 'server/migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // axios only through the one api client
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api-client.ts', 'src/lib/api-client.test.ts', 'src/lib/db.ts'],
    // Dexie only through the one local database schema
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Use src/lib/api-client.' }, { name: 'dexie', message: 'Use src/lib/db.' }] },
      ],
    },
  },
  {
    // src/domain is shared with the server: no React, no DOM, no Node
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'node:*', '@/lib/*', '@/features/*', '@/app/*', '@/components/*', 'axios'] }],
    },
  },
  {
    // request and form values are read through src/domain/input-fields.ts: z.coerce reads true as 1, [2] as 2, {} as "[object Object]"
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='z'][property.name='coerce']", message: 'Use numeric(), textual() or idField from src/domain/input-fields.ts.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
  },
);
