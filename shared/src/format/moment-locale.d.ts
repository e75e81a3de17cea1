/** moment ships its locales without type declarations; importing one only registers it. */
declare module 'moment/locale/th';
