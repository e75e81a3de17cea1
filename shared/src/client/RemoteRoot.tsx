import type { ReactNode } from 'react';

/**
 * The outer element of everything a remote renders: it says which remote and which version drew
 * it, so that support staff, tests and a rollback check can tell at a glance.
 */
export function RemoteRoot({ name, version, children }: { name: string; version: string; children: ReactNode }) {
  return (
    <section data-remote={name} data-version={version}>
      {children}
    </section>
  );
}
