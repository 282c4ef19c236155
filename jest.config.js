/** Unit tests of every front-end package and `shared`; the server has its own runner (node:test over real HTTP). */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
const { browserPackages } = require('./tools/workspaces.cjs');
/** Every package that runs in a browser: the front ends and the libraries they compile. */
const frontEnd = browserPackages();
/** The build tools' pure parts (the federation runtime plugin): plain Node, CommonJS. */
const tools = {
  displayName: 'tools',
  roots: ['<rootDir>/tools/webpack'],
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/tools/webpack/**/*.test.js'],
};

module.exports = {
  projects: frontEnd.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc },
    // ESM-only packages that must be transpiled for jest
    transformIgnorePatterns: ['/node_modules/(?!(@mantine|embla-carousel|@tabler|i18next|react-i18next)/)'],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(svg|png|jpg|webp)$': '<rootDir>/../tools/jest/file-stub.js',
    },
    setupFiles: ['<rootDir>/../tools/jest/polyfills.js'],
    setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-tests.ts'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  })).concat(tools),
};
