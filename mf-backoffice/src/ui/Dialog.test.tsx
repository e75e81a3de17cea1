import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@lotto/shared/testing';
import { Dialog } from './Dialog';

/** A parent that rerenders on every key and passes a new inline onClose each time, as screens do. */
function TwoFieldForm({ onClosed }: { onClosed: () => void }) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Dialog
      title="สองช่อง"
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
    >
      <label htmlFor="first">ช่องแรก</label>
      <input id="first" value={first} onChange={(event) => setFirst(event.target.value)} />
      <label htmlFor="second">ช่องที่สอง</label>
      <input id="second" value={second} onChange={(event) => setSecond(event.target.value)} />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('focuses the first field when it opens and keeps focus in a second field while its parent rerenders', async () => {
    const user = userEvent.setup();
    await renderWithStore(<TwoFieldForm onClosed={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'ช่องแรก' })).toHaveFocus();

    const second = screen.getByRole('textbox', { name: 'ช่องที่สอง' });
    await user.click(second);
    await user.type(second, 'เหตุผลยาว');
    expect(second).toHaveFocus();
    expect(second).toHaveValue('เหตุผลยาว');
    expect(screen.getByRole('textbox', { name: 'ช่องแรก' })).toHaveValue('');
  });

  it('closes on Escape with the latest onClose', async () => {
    const onClosed = jest.fn();
    const user = userEvent.setup();
    await renderWithStore(<TwoFieldForm onClosed={onClosed} />);
    await user.type(screen.getByRole('textbox', { name: 'ช่องที่สอง' }), 'ก');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'สองช่อง' })).not.toBeInTheDocument();
  });
});
