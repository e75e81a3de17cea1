/** Which remote and version drew a page, shown on its outer element. */
export const remote = { name: 'mf-backoffice', version: __REMOTE_VERSION__ };
