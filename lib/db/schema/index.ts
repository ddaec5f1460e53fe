export * from './sites';
export * from './users';
export * from './accounts';
export * from './content';
export * from './commerce';
export * from './chat';
export * from './discovery';
export * from './payments';
