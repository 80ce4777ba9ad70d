export default {
  globs: ['src/elements/**/*.ts', 'src/ui/**/*.ts'],
  exclude: ['**/*.styles.ts', '**/strings.ts'],
  litelement: true,
  // scripts/analyze.mjs writes to a scratch folder first; package.json keeps pointing at the committed file.
  packagejson: false,
};
