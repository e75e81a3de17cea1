export * from './api/envelope';
export * from './config/siteConfig';
export * from './remotes/manifest';
export * from './labels/th';
export * from './constants';
export * from './format/format';
export { paths } from './paths';
