import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney, formatMoneyDate, th } from '@lotto/shared';
import { sectionHref } from '../../../app/links';
import { Button, Input, Message, Money, PageTitle, Toolbar } from '../../../ui/Page';
import { Pagination } from '../../../ui/Pagination';
import { QueryState } from '../../../ui/QueryState';
import { Table } from '../../../ui/Table';
import { useSearchMembersQuery } from '../api/membersApi';
import { MemberStatusBadge } from './MemberStatusBadge';

const words = th.backoffice.members;

/** Members found by the start of their phone number; the search is kept in the address for the back button. */
export function MemberSearch() {
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [typed, setTyped] = useState(phone);
  const list = useSearchMembersQuery({ phone, page }, { refetchOnMountOrArgChange: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { phone: typed.trim() } : {});
  };
  return (
    <>
      <PageTitle>{th.backoffice.sections.members}</PageTitle>
      <form onSubmit={search} role="search">
        <Toolbar>
          <Input
            type="search"
            inputMode="numeric"
            aria-label={words.searchLabel}
            placeholder={words.searchPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" $variant="primary">
            {th.backoffice.actions.search}
          </Button>
        </Toolbar>
      </form>
      <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
        {list.data && list.data.data.length > 0 ? (
          <>
            <Table>
              <thead>
                <tr>
                  <th>{words.username}</th>
                  <th>{words.role}</th>
                  <th>{words.status}</th>
                  <th className="number">{words.credit}</th>
                  <th>{words.createdAt}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((member) => (
                  <tr key={member.id}>
                    <td data-label={words.username}>
                      <Link to={sectionHref('members', member.id)} style={{ fontWeight: 700 }}>
                        {member.username}
                      </Link>
                    </td>
                    <td data-label={words.role}>{th.backoffice.roles[member.role]}</td>
                    <td data-label={words.status}>
                      <MemberStatusBadge status={member.status} />
                    </td>
                    <td data-label={words.credit} className="number">
                      <Money>{formatMoney(member.credit)}</Money>
                    </td>
                    <td data-label={words.createdAt}>{formatMoneyDate(member.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination
              page={list.data.paging.page}
              pages={list.data.paging.pages}
              onPage={(next) => setParams({ ...(phone && { phone }), page: String(next) })}
            />
          </>
        ) : (
          <Message>{th.backoffice.common.empty}</Message>
        )}
      </QueryState>
    </>
  );
}
