export * from './sites';
export * from './users';
