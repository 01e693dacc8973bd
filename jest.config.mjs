// Jest runs the ES-module tests as they are (no transform); run it through `npm test`, which passes
// node --experimental-vm-modules. Browser tests pick their own environment in a docblock.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/js/**/*.test.mjs', '<rootDir>/tests/browser/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
  // A worker even on a 2-core machine, where Jest would otherwise run every file inside its own
  // process; a worker is replaced once it has grown, since ES modules under vm are kept per file.
  workerIdleMemoryLimit: '1GB',
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/', '<rootDir>/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/build/', '<rootDir>/dist/'],
};
