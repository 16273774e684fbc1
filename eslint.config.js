import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'server/src/generated',
      'server/src/graphql/resolvers.generated.ts',
      'web/src/gql',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/public/**/*.js', 'bench/plainReactPage/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The server caches a page on the query parameters it reads; ssr/queryParams.ts tells it.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              message: 'Read the query with useQueryParams (web/src/ssr/queryParams.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/ssr/queryParams.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
