export * from './users.ts';
export * from './services.ts';
export * from './seeds.ts';
