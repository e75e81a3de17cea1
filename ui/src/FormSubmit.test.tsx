import { screen } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import { FormSubmit } from './controls';

describe('FormSubmit', () => {
  it("reads out the server's refusal above an enabled submit button", async () => {
    await renderWithStore(
      <form>
        <FormSubmit message="รหัสผ่านปัจจุบันไม่ถูกต้อง" busy={false}>
          บันทึก
        </FormSubmit>
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    const button = screen.getByRole('button', { name: 'บันทึก' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it('shows no message when there is none, and takes no second click while busy', async () => {
    await renderWithStore(
      <FormSubmit message={null} busy>
        กำลังบันทึก
      </FormSubmit>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'กำลังบันทึก' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('stays disabled when its form says so, not busy', async () => {
    await renderWithStore(
      <FormSubmit busy={false} disabled>
        ถอนเงิน
      </FormSubmit>,
    );
    const button = screen.getByRole('button', { name: 'ถอนเงิน' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
  });
});
