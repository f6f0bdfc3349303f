export * from './common.ts';
export * from './auth.ts';
export * from './services.ts';
export * from './health.ts';
