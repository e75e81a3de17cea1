import styled from 'styled-components';
import { toast } from 'react-toastify';
import { formatMoneyDate, th, type MemberSession } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Badge, Button, Message, Muted, QueryState } from '@lotto/ui';
import { useEndSessionMutation, useGetSessionsQuery } from '../api/devicesApi';

const words = th.account.devices;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.yellow[200]};
  }
  li:first-child {
    border-top: none;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
    margin: 4px 0 0;
  }
  dt,
  dd {
    margin: 0;
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

function Device({ session }: { session: MemberSession }) {
  const [end, { isLoading }] = useEndSessionMutation();
  const signOut = async () => {
    const result = await end(session.id);
    if ('error' in result) toast.error((result.error as QueryError).message);
    else toast.success(result.data.message || words.signedOut);
  };
  return (
    <li aria-label={session.current ? `${session.device} (${words.thisDevice})` : session.device}>
      <div>
        <Name>
          {session.device} {session.current && <Badge>{words.thisDevice}</Badge>}
        </Name>
        <dl>
          <Muted as="dt">{words.address}</Muted>
          <dd>{session.address || words.unknownAddress}</dd>
          <Muted as="dt">{words.since}</Muted>
          <dd>{formatMoneyDate(session.created_at)}</dd>
          <Muted as="dt">{words.lastSeen}</Muted>
          <dd>{formatMoneyDate(session.last_seen_at)}</dd>
        </dl>
      </div>
      {!session.current && (
        <Button type="button" $variant="danger" disabled={isLoading} aria-busy={isLoading} onClick={() => void signOut()}>
          {words.signOut}
        </Button>
      )}
    </li>
  );
}

/**
 * อุปกรณ์ที่เข้าสู่ระบบ: every session of the member that has not ended, this device marked and
 * first; any other can be signed out at once (its next call sends it to the login).
 */
export function DeviceList() {
  const sessions = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <QueryState
      isLoading={sessions.isLoading}
      error={sessions.data ? undefined : sessions.error}
      refetch={sessions.refetch}
      loadingText={words.loading}
      failedText={words.loadFailed}
    >
      <List aria-label={words.title}>
        {rows.map((session) => (
          <Device key={session.id} session={session} />
        ))}
      </List>
      {rows.every((session) => session.current) && <Message>{words.empty}</Message>}
    </QueryState>
  );
}
