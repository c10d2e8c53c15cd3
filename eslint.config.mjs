import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/drizzle/**', '**/.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            // Pure domain logic with no server or browser dependency (the flow engine, CNJ numbers
            // and the court-case lookup): the server and the editor's test chat run the same code.
            { sourceTag: 'type:logic', onlyDependOnLibsWithTags: ['type:contracts', 'type:logic'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:logic'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:logic'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:logic'] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:logic'] },
            // Benchmarks measure the standalone server as npm start builds it; the chaos run drives
            // the product with the browser's own realtime client (libs/ui, no React in it).
            { sourceTag: 'type:deploy', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:logic', 'type:service', 'type:deploy', 'type:ui'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
