import type { ReactNode } from 'react';
import { QueryState } from './LoadFailure';
import { Message } from './layout';
import { Pagination, type PaginationWords } from './Pagination';

/** A page of a list as the API answers it: the items and where they stand. */
export interface ListPage<T> {
  data: T[];
  paging: { page: number; pages: number };
}

/**
 * A paged list: loading, the load failure with a retry (only while nothing is shown yet), `empty`
 * when the page has no items, else the items (`children`) and the pager under them.
 */
export function PagedList<T>({
  query,
  empty,
  words,
  label,
  onPage,
  children,
}: {
  query: { data?: ListPage<T>; isLoading: boolean; error?: unknown; refetch: () => unknown };
  empty: string;
  words: PaginationWords;
  label?: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const { data } = query;
  return (
    <QueryState isLoading={query.isLoading} error={data ? undefined : query.error} refetch={query.refetch}>
      {data && data.data.length === 0 && <Message>{empty}</Message>}
      {data && data.data.length > 0 && (
        <>
          {children(data.data)}
          <Pagination page={data.paging.page} pages={data.paging.pages} onPage={onPage} words={words} label={label} />
        </>
      )}
    </QueryState>
  );
}
