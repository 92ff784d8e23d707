export * from './auth.ts';
export * from './tenancy.ts';
export * from './rate-limits.ts';
export * from './farmers.ts';
export * from './audit.ts';
export * from './files.ts';
export * from './inventory.ts';
export * from './compliance.ts';
