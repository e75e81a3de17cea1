import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@lotto/shared/testing';
import { PagedList } from './PagedList';

const words = { first: 'หน้าแรก', previous: 'ก่อนหน้า', next: 'ถัดไป', last: 'หน้าสุดท้าย', pageOf: 'หน้า {page} / {pages}' };
const idle = { isLoading: false, refetch: () => undefined };

describe('PagedList', () => {
  it('shows the items and a pager named by its page; the buttons move between pages', async () => {
    const onPage = jest.fn();
    const user = userEvent.setup();
    const query = { ...idle, data: { data: ['ก', 'ข'], paging: { page: 1, pages: 3 } } };
    await renderWithStore(
      <PagedList query={query} empty="ไม่มีรายการ" words={words} onPage={onPage}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ก', 'ข']);
    expect(screen.getByRole('navigation', { name: 'หน้า 1 / 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หน้าแรก' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'หน้าสุดท้าย' }));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onPage.mock.calls).toEqual([[3], [2]]);
  });

  it('says when the page is empty, and shows no pager for one page', async () => {
    const query = { ...idle, data: { data: [], paging: { page: 1, pages: 1 } } };
    await renderWithStore(
      <PagedList query={query} empty="ไม่มีรายการ" words={words} onPage={() => undefined}>
        {() => null}
      </PagedList>,
    );
    expect(screen.getByText('ไม่มีรายการ')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the server message of a failed load with a retry', async () => {
    const refetch = jest.fn();
    const user = userEvent.setup();
    const query = { isLoading: false, refetch, error: { status: 500, code: 'INTERNAL', message: 'ระบบขัดข้อง' } };
    await renderWithStore(
      <PagedList query={query} empty="ไม่มีรายการ" words={words} onPage={() => undefined}>
        {() => null}
      </PagedList>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ระบบขัดข้อง');
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
