// The little of node:test and node:assert that the unit tests (*.test.ts)
// use. tsconfig loads no @types/node ("types": []) on purpose, so browser
// code keeps the DOM's timer types; these declarations let the tests type-check.
declare module "node:test" {
  export function test(name: string, fn: () => void | Promise<void>): void;
}
declare module "node:assert/strict" {
  const assert: {
    equal(actual: unknown, expected: unknown, message?: string): void;
    deepEqual(actual: unknown, expected: unknown, message?: string): void;
  };
  export default assert;
}
