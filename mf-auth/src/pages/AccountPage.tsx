import { th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import styled from 'styled-components';
import { Card, CardTitle, Page, PageTitle } from '@lotto/ui';
import { remote } from '../remote';
import { accountSections } from './accountSections';

/** A reading column: a line of text stays short on a wide screen. */
const Column = styled(Page)`
  max-width: 760px;
`;

/** /account, บัญชีของฉัน (docs/screens.md#screens-and-routes): the member's own settings, one card per part. */
export default function AccountPage() {
  return (
    <RemoteRoot {...remote}>
      <Column>
        <PageTitle>{th.pages.account}</PageTitle>
        {accountSections.map((section) => (
          <Card key={section.id} id={section.id} aria-labelledby={`account-${section.id}`}>
            <CardTitle id={`account-${section.id}`}>{section.title}</CardTitle>
            {section.element}
          </Card>
        ))}
      </Column>
    </RemoteRoot>
  );
}
