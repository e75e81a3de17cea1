export * from './rules';
export * from './requests';
export * from './replies';
