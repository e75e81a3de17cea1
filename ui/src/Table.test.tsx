import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import { Table } from './Table';

describe('Table', () => {
  it('names its columns and carries each column name on the cells for the phone card', async () => {
    await renderWithStore(
      <Table aria-label="รายการฝาก" columns={['สมาชิก', { label: 'จำนวนเงิน', numeric: true }]}>
        <tr>
          <td data-label="สมาชิก">0800000001</td>
          <td data-label="จำนวนเงิน" className="number">
            100.00
          </td>
        </tr>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'รายการฝาก' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['สมาชิก', 'จำนวนเงิน']);
    expect(headers[1]).toHaveClass('number');
    const cell = within(table).getByRole('cell', { name: '100.00' });
    expect(cell).toHaveAttribute('data-label', 'จำนวนเงิน');
  });

  it('turns rows into cards below the md breakpoint: no header row, each cell labelled', async () => {
    await renderWithStore(
      <Table aria-label="รายการ" columns={['สมาชิก']}>
        <tr>
          <td data-label="สมาชิก">0800000001</td>
        </tr>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'รายการ' });
    const rules = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const phone = rules.slice(rules.indexOf('@media (max-width: 767px)'));
    const className = table.className.split(' ').find((name) => rules.includes(`.${name}`)) ?? '';
    expect(className).not.toBe('');
    expect(phone).toContain(`.${className} thead{display:none;}`);
    expect(phone).toMatch(/td\[data-label\]::before\{content:attr\(data-label\)/);
  });
});
