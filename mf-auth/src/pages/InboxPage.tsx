import { th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import styled from 'styled-components';
import { Page, PageTitle } from '@lotto/ui';
import { remote } from '../remote';
import { InboxList } from '../features/inbox/components/InboxList';

/** A reading column: a line of text stays short on a wide screen. */
const Column = styled(Page)`
  max-width: 760px;
`;

/** /inbox, กล่องข้อความ (docs/screens.md#screens-and-routes): the member's messages, newest first. */
export default function InboxPage() {
  return (
    <RemoteRoot {...remote}>
      <Column>
        <PageTitle>{th.inbox.title}</PageTitle>
        <InboxList />
      </Column>
    </RemoteRoot>
  );
}
