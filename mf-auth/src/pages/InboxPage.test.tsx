import { screen } from '@testing-library/react';
import { answer, ok, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../testing/renderPage';
import InboxPage from './InboxPage';

useFakeApi();

describe('InboxPage', () => {
  it('is กล่องข้อความ, listing the inbox', async () => {
    answer('GET /cl-api/inbox', ok({ items: [], unread: 0, page: 1, pages: 1 }));
    await renderAsMember(<InboxPage />, { route: '/inbox' });
    expect(screen.getByRole('heading', { level: 1, name: 'กล่องข้อความ' })).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีข้อความ')).toBeInTheDocument();
  });
});
