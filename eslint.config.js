import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// Import boundaries (bulletproof-react's layering), with ESLint's own no-restricted-imports:
//   web and server share code only through @forkpoint/shared;
//   app -> features -> components/lib/config; features never import each other. What every feature may
//   read of the whole app sits below them: the route map in config/paths.ts, the partner, member and
//   app-status queries in lib/partner.ts, lib/member.ts and lib/app-status.ts.
// Web code imports across folders through the `@/` alias, which is what these patterns see.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const crossApp = [
  {
    group: ['**/apps/server/**', '@forkpoint/server', '@forkpoint/server/**'],
    message: 'web and server share code only through @forkpoint/shared',
  },
  {
    group: ['**/apps/web/**', '@forkpoint/web', '@forkpoint/web/**'],
    message: 'web and server share code only through @forkpoint/shared',
  },
];
// The secure card-entry frame (apps/web/src/card-frame, docs/decisions/0009) is its own document:
// it imports only the shared card rules, and the app imports nothing of it.
const cardFrameDir = 'apps/web/src/card-frame';
const notFromCardFrame = {
  group: ['@/card-frame', '@/card-frame/**', '**/card-frame/*', '**/card-frame/**'],
  message: 'the app imports nothing from the card-entry frame (docs/decisions/0009)',
};
// The vault's cryptography is the only code that sees a clear card number: only the vault module imports it.
const vaultInternals = {
  group: ['**/card-vault/card-crypto', '**/card-vault/vault-keys'],
  message: 'only modules/card-vault handles card numbers and vault keys; use app.cardVault',
};
const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  { ignores: ['**/.scratch/**', '**/dist/**', '**/node_modules/**', 'data/**', '.test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      ...restrict(crossApp),
    },
  },
  // Type-aware rules where they catch real bugs: a promise nobody awaits or catches (an unhandled
  // rejection, an answer sent before the work is done) and a promise where a plain value is expected
  // (an async function as a condition or an event handler whose rejection goes nowhere).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Lengths of time come from the dates module (issue 31): a day, an hour or a week counted out in milliseconds
  // is refused outside it, so no file keeps its own DAY_MS. The one exception is the spec's constants, quoted as the
  // specification writes them (decision 0035).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['packages/shared/src/dates/**', 'packages/shared/src/constants.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=86400000], Literal[value=3600000], Literal[value=604800000]',
          message: 'Write lengths of time with @forkpoint/shared/dates/durations (DAY_MS, HOUR_MS, WEEK_MS).',
        },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: restrict([...crossApp, { group: ['**/apps/**'], message: 'shared depends on nothing of the apps' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [`${cardFrameDir}/**`],
    rules: restrict([...crossApp, notFromCardFrame]),
  },
  {
    files: [`${cardFrameDir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|@forkpoint/shared/cards/)',
              message:
                'the card-entry frame imports only its own files and @forkpoint/shared/cards (docs/decisions/0009)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/modules/card-vault/**'],
    rules: restrict([...crossApp, vaultInternals]),
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict([
      ...crossApp,
      notFromCardFrame,
      {
        group: ['@/features/*', `!@/features/${feature}`, '**/features/*', `!**/features/${feature}`],
        message: 'features never import each other: lift shared code to components/ or lib/, or compose in app/',
      },
      { group: ['@/app/*', '@/app/**'], message: 'features do not import the app layer' },
    ]),
  })),
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/config/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict([
      ...crossApp,
      notFromCardFrame,
      {
        group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**', '**/features/**', '**/app/**'],
        message: 'components/, lib/ and config/ sit below features and app',
      },
    ]),
  },
);
