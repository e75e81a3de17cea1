import { paths } from '@lotto/shared';

/** The absolute address of a section, or of a place inside it (`sectionHref('members', '12')`). */
export function sectionHref(path: string, ...rest: (string | number)[]): string {
  return [paths.backoffice, path, ...rest.map(String)].filter(Boolean).join('/');
}
