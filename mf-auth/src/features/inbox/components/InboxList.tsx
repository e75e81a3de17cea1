import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled, { css } from 'styled-components';
import { formatMoneyDate, isSitePath, th, type InboxItem } from '@lotto/shared';
import { useGetInboxQuery, useMarkInboxReadMutation } from '@lotto/shared/client';
import { Badge, Button, Message, Pagination, Toolbar } from '@lotto/ui';

const words = th.inbox;

const PAGER_WORDS = { first: words.firstPage, previous: words.previous, next: words.next, last: words.lastPage, pageOf: words.pageOf };

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const ItemButton = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 12px 14px;
  border: 1px solid #e0e0e0;
  border-left: 6px solid ${({ theme, $unread }) => ($unread ? theme.yellow[800] : '#e0e0e0')};
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${({ theme, $unread }) =>
    $unread &&
    css`
      background: ${theme.yellow[50]};
    `}
  &:hover {
    border-color: ${({ theme }) => theme.yellow[800]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
`;

const Head = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;

const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  overflow-wrap: anywhere;
`;

const Body = styled.span`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 200px;
  border-radius: 8px;
  object-fit: contain;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.muted};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

const Failure = styled.div`
  margin: 12px 0;
  padding: 16px;
  border-radius: 12px;
  background: #ffebee;
  border: 1px solid ${({ theme }) => theme.danger};
  p {
    margin: 0 0 10px;
  }
`;

function InboxEntry({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const unread = !item.read;
  return (
    <li>
      <ItemButton type="button" $unread={unread} onClick={() => onOpen(item)}>
        <Head>
          <Title $unread={unread}>{item.title}</Title>
          {unread && <Badge $tone="warn">{words.unread}</Badge>}
        </Head>
        <Body>{item.body}</Body>
        {item.image_url && <Picture src={item.image_url} alt="" loading="lazy" />}
        <Time dateTime={item.createdAt}>{formatMoneyDate(item.createdAt)}</Time>
      </ItemButton>
    </li>
  );
}

/**
 * The member's inbox (docs/messages.md), newest first, a page at a time (the page is in the
 * address): opening an item marks it read and follows its link into the site; อ่านทั้งหมดแล้ว marks
 * every item read. The shell's bell reads the same cache, so its count follows.
 */
export function InboxList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const inbox = useGetInboxQuery(page, { refetchOnMountOrArgChange: true });
  const [markRead, marking] = useMarkInboxReadMutation();
  const navigate = useNavigate();

  const mark = async (ids?: number[]) => {
    const result = await markRead(ids ? { ids } : {});
    if (result.error) toast.error(words.readFailed);
  };

  const open = async (item: InboxItem) => {
    if (!item.read) await mark([item.id]);
    if (item.link && isSitePath(item.link)) navigate(item.link);
  };

  if (inbox.isLoading) return <Message role="status">{words.loading}</Message>;
  if (!inbox.data) {
    return (
      <Failure role="alert">
        <p>{words.loadFailed}</p>
        <Button type="button" $variant="primary" onClick={() => void inbox.refetch()}>
          {words.retry}
        </Button>
      </Failure>
    );
  }
  const { items, unread, pages } = inbox.data;
  return (
    <>
      <Toolbar>
        <Button type="button" disabled={unread === 0 || marking.isLoading} aria-busy={marking.isLoading} onClick={() => void mark()}>
          {words.markAllRead}
        </Button>
      </Toolbar>
      {items.length === 0 ? (
        <Message>{words.empty}</Message>
      ) : (
        <Items aria-label={words.title}>
          {items.map((item) => (
            <InboxEntry key={item.id} item={item} onOpen={(chosen) => void open(chosen)} />
          ))}
        </Items>
      )}
      <Pagination page={inbox.data.page} pages={pages} onPage={(next) => setParams({ page: String(next) })} words={PAGER_WORDS} />
    </>
  );
}
