import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'bench/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    benchmark: { include: ['**/*.bench.ts'], exclude: ['node_modules/**'] },
  },
});
