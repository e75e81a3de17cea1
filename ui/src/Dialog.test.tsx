import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@lotto/shared/testing';
import { ConfirmDialog, Dialog } from './Dialog';

/** A parent that rerenders on every key and passes a new inline onClose each time, as screens do. */
function TwoFieldForm({ onClosed }: { onClosed: () => void }) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        เปิด
      </button>
      {open && (
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
          <button type="button">บันทึก</button>
        </Dialog>
      )}
    </>
  );
}

/** Opens the dialog from a button, so that there is a place for focus to go back to. */
async function openFromButton(onClosed: () => void = () => undefined) {
  const user = userEvent.setup();
  await renderWithStore(<TwoFieldForm onClosed={onClosed} />);
  await user.keyboard('{Escape}');
  const opener = screen.getByRole('button', { name: 'เปิด' });
  await user.click(opener);
  return { user, opener };
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

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openFromButton();
    const first = screen.getByRole('textbox', { name: 'ช่องแรก' });
    const save = screen.getByRole('button', { name: 'บันทึก' });
    expect(first).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape with the latest onClose and gives focus back to what opened it', async () => {
    const onClosed = jest.fn();
    const { user, opener } = await openFromButton(onClosed);
    onClosed.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'ช่องที่สอง' }), 'ก');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'สองช่อง' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside it, not on a click inside it', async () => {
    const onClosed = jest.fn();
    const { user, opener } = await openFromButton(onClosed);
    onClosed.mockClear();
    const dialog = screen.getByRole('dialog', { name: 'สองช่อง' });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await user.click(dialog);
    expect(onClosed).not.toHaveBeenCalled();

    await user.click(dialog.parentElement as HTMLElement);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'สองช่อง' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks with ตกลง and ยกเลิก and answers each', async () => {
    const onYes = jest.fn();
    const onNo = jest.fn();
    const user = userEvent.setup();
    await renderWithStore(<ConfirmDialog title="ยืนยันทำรายการ" text="ต้องการส่งรายการใช่หรือไม่?" onYes={onYes} onNo={onNo} />);
    const dialog = screen.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' });
    expect(dialog).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onNo).toHaveBeenCalledTimes(1);
  });

  it('takes no second answer while busy', async () => {
    const onNo = jest.fn();
    const user = userEvent.setup();
    await renderWithStore(<ConfirmDialog title="ยืนยันทำรายการ" text="ส่ง?" busy onYes={() => undefined} onNo={onNo} />);
    expect(screen.getByRole('button', { name: 'ตกลง' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onNo).not.toHaveBeenCalled();
  });
});
