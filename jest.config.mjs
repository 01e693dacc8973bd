// Jest runs the ES-module tests as they are (no transform); run it through `npm test`, which passes
// node --experimental-vm-modules. Browser tests pick their own environment in a docblock.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/js/**/*.test.mjs', '<rootDir>/tests/browser/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/', '<rootDir>/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/build/', '<rootDir>/dist/'],
};
