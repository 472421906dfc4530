import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Import direction: contracts <- server, console, widget; the console takes the widget's preview
// entry alone. In the console: app -> features -> shared.
const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const server = 'apps/server/src';
const featureRoutes = `${server}/features/**/*.routes.ts`;

// Layers of the server, by folder (decision 54): routes and http/ -> services -> repositories ->
// db; features -> infra, db, errors, shared; the lower folders know no feature, route or
// composition. The journeys and the packages reach the apps by HTTP alone.
const layerZones = [
  {
    target: `${server}/features/**/!(*.routes|*.test).ts`,
    from: `${server}/http`,
    message: "A feature's services, repositories and helpers speak no HTTP; its *.routes.ts do.",
  },
  {
    target: [featureRoutes, `${server}/http/**/!(*.test).ts`],
    from: `${server}/features/**/*.repository.ts`,
    message: 'Routes reach data through a service.',
  },
  {
    target: [featureRoutes, `${server}/http/**/!(*.test).ts`],
    from: `${server}/db`,
    except: ['./query-failure.ts'],
    message: 'Routes reach data through a service (the error handler reads query failures).',
  },
  {
    target: `${server}/http/**/!(*.test).ts`,
    from: `${server}/features/**/!(*.service).ts`,
    message: 'http/ uses a feature through its service.',
  },
  {
    target: [
      `${server}/infra`,
      `${server}/db`,
      `${server}/errors`,
      `${server}/config`,
      `${server}/shared`,
      `${server}/logger.ts`,
    ],
    from: [`${server}/features`, `${server}/http`, `${server}/composition`, `${server}/app.ts`],
    message: 'The lower layers know no feature, route or composition.',
  },
  {
    target: [`${server}/!(testing)/**/!(*.test).ts`, `${server}/!(*.test).ts`],
    from: `${server}/testing`,
    message: 'Test support stays out of production code.',
  },
  {
    target: ['e2e', 'packages'],
    from: 'apps',
    message: 'Journeys and packages reach the apps by HTTP, never by their code.',
  },
];

/** The console draws the style tab's preview with the widget's own code, and takes no more of it. */
const widgetPreviewOnly = {
  regex: '^@vitrina/widget(?!/preview$)',
  message: 'the console imports the widget by its preview entry only',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/drizzle/**',
      // Code that breaks the rules on purpose, linted by scripts/lint-rules.test.ts.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}', 'apps/widget/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // A module that ends up importing itself loads half-initialised; type-only imports are erased.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: layerZones, basePath: import.meta.dirname },
      ],
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/contracts/src/**'],
    rules: restrict([
      { group: ['@vitrina/*', '**/apps/**'], message: 'contracts depend on nothing of the apps' },
    ]),
  },
  {
    files: [
      'packages/contracts/src/pricing/**',
      'packages/contracts/src/enums.ts',
      'packages/contracts/src/limits.ts',
      'packages/contracts/src/messages.ts',
      'packages/contracts/src/email.ts',
      'packages/contracts/src/embedding.ts',
      'packages/contracts/src/plural.ts',
      'packages/contracts/src/phone.ts',
      'packages/contracts/src/photo-sizes.ts',
      'packages/contracts/src/order-form.ts',
      'packages/contracts/src/buyer-order-texts.ts',
      'packages/contracts/src/order-messages.ts',
      'packages/contracts/src/widget-style.ts',
    ],
    rules: restrict([
      { group: ['zod', '@vitrina/*'], message: 'the widget imports these: keep them free of zod' },
    ]),
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    rules: restrict([widgetPreviewOnly]),
  },
  {
    files: ['apps/console/src/shared/**'],
    rules: restrict([
      widgetPreviewOnly,
      {
        group: ['**/features/**', '**/app/**'],
        message: 'shared code does not know features or the app',
      },
    ]),
  },
  // A relative import reaches another feature when it climbs exactly to the features folder and
  // goes down again; how many `../` that takes depends on how deep the importing file sits.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`apps/console/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrict([
      widgetPreviewOnly,
      { group: ['**/app/**'], message: 'features do not import the app layer' },
      {
        regex: `^(\\.\\./){${depth + 1}}(?!\\.\\.)`,
        message: 'a feature does not reach into another feature',
      },
    ]),
  })),
  {
    files: ['apps/server/src/features/*/**'],
    rules: restrict([
      {
        regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.service$)',
        message: 'a server feature uses another only through its service',
      },
    ]),
  },
  {
    files: ['apps/widget/src/**'],
    rules: restrict(
      [{ group: ['zod', 'zod/*'], message: 'zod would outweigh the widget' }],
      [
        {
          name: '@vitrina/contracts',
          message: 'import contracts by subpath only (storefront by `import type`: it holds zod)',
        },
      ],
    ),
  },
);
