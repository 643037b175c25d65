// The public surface of @insight/ui. Every export here is listed in src/exports.test.ts.
export * from './tokens';
export * from './theme';
