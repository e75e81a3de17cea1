import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@lotto/shared/testing';
import { ToggleChip } from './ToggleChip';

function Filters({ onPick }: { onPick: (value: string) => void }) {
  const [picked, setPicked] = useState('ทั้งหมด');
  return (
    <div role="group" aria-label="สถานะ">
      {['ทั้งหมด', 'รอผล', 'ออกผลแล้ว'].map((label) => (
        <ToggleChip
          key={label}
          pressed={picked === label}
          onClick={() => {
            setPicked(label);
            onPick(label);
          }}
        >
          {label}
        </ToggleChip>
      ))}
      <ToggleChip pressed={false} disabled>
        ปิดอยู่
      </ToggleChip>
    </div>
  );
}

describe('ToggleChip', () => {
  it('is a plain button, pressed only while its choice is on', async () => {
    const picks: string[] = [];
    await renderWithStore(<Filters onPick={(value) => picks.push(value)} />);
    const all = screen.getByRole('button', { name: 'ทั้งหมด' });
    const waiting = screen.getByRole('button', { name: 'รอผล' });
    expect(all).toHaveAttribute('type', 'button');
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(waiting).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(waiting);

    expect(picks).toEqual(['รอผล']);
    expect(waiting).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not answer a click when disabled', async () => {
    const picks: string[] = [];
    await renderWithStore(<Filters onPick={(value) => picks.push(value)} />);
    const off = screen.getByRole('button', { name: 'ปิดอยู่' });
    expect(off).toBeDisabled();
    await userEvent.click(off);
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(picks).toEqual([]);
  });
});
