import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { backofficeLabels, formatMoney, formatMoneyDate } from '@lotto/shared';
import { Button, Input, Money, PagedList, PageTitle, Table, Toolbar } from '@lotto/ui';
import { sectionHref } from '../../../lib/links';
import { useSearchMembersQuery } from '../api/membersApi';
import { MemberStatusBadge } from '../../../lib/MemberStatusBadge';
import { pager } from '../../../lib/pager';

const words = backofficeLabels.members;

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
      <PageTitle>{backofficeLabels.sections.members}</PageTitle>
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
            {backofficeLabels.actions.search}
          </Button>
        </Toolbar>
      </form>
      <PagedList
        query={list}
        empty={backofficeLabels.common.empty}
        onPage={(next) => setParams({ ...(phone && { phone }), page: String(next) })}
        {...pager}
      >
        {(items) => (
          <Table columns={[words.username, words.role, words.status, { label: words.credit, numeric: true }, words.createdAt]}>
            {items.map((member) => (
              <tr key={member.id}>
                <td data-label={words.username}>
                  <Link to={sectionHref('members', member.id)} style={{ fontWeight: 700 }}>
                    {member.username}
                  </Link>
                </td>
                <td data-label={words.role}>{backofficeLabels.roles[member.role]}</td>
                <td data-label={words.status}>
                  <MemberStatusBadge status={member.status} />
                </td>
                <td data-label={words.credit} className="number">
                  <Money>{formatMoney(member.credit)}</Money>
                </td>
                <td data-label={words.createdAt}>{formatMoneyDate(member.created_at)}</td>
              </tr>
            ))}
          </Table>
        )}
      </PagedList>
    </>
  );
}
