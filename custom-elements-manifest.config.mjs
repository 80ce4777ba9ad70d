export default {
  globs: ['src/elements/**/*.ts', 'src/ui/**/*.ts'],
  exclude: ['**/*.styles.ts'],
  litelement: true,
};
