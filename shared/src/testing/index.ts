export { renderWithStore, sampleSiteConfig } from './renderWithStore';
