export * from './betTypes';
export * from './expansion';
export * from './matcher';
export * from './yeekee';
export * from './catalogue';
export * from './payloads';
export * from './betRequest';
