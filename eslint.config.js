import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', '**/.astro/**', '.tools/**', '.ci/**', 'data/**', 'cms/src/payload-types.ts', 'cms/src/migrations/**', 'cms/src/app/(payload)/admin/importMap.js', 'test-results/**', 'playwright-report/**', 'cms/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
